import { randomUUID } from 'node:crypto';
import { messages, type ScimToken, type ScimTokenBody, type ScimTokenCreated } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { hashToken, newToken } from '../../crypto/tokens.ts';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { deleteToken, findToken, insertToken, listTokens } from './scim-token-repository.ts';

/** A prefix that says what the token is, to a person and to a secret scanner. */
const tokenPrefix = 'portal_scim_';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export async function listScimTokens(app: FastifyInstance, actor: AuthContext): Promise<ScimToken[]> {
  const rows = await listTokens(app.db, actor.accountId);
  return rows.map((row) => ({
    uuid: row.id,
    name: row.name,
    createdAt: iso(row.created_at)!,
    lastUsedAt: iso(row.last_used_at),
  }));
}

/** Makes a token for the account's SCIM client: answered this once, stored as its digest only. */
export async function createScimToken(
  app: FastifyInstance,
  actor: AuthContext,
  body: ScimTokenBody,
): Promise<ScimTokenCreated> {
  const id = randomUUID();
  const token = `${tokenPrefix}${newToken()}`;
  await app.db.transaction().execute(async (trx) => {
    await insertToken(trx, { id, accountId: actor.accountId, name: body.name, tokenHash: hashToken(token) });
    await recordAudit(trx, actor, 'scim_token.create', { type: 'scim-token', id, name: body.name });
  });
  return { uuid: id, name: body.name, token };
}

/** From now on the token opens nothing: its next request is refused. */
export async function revokeScimToken(app: FastifyInstance, actor: AuthContext, id: string): Promise<void> {
  const existing = await findToken(app.db, actor.accountId, id);
  if (!existing) throw notFound(messages.scimTokenNotFound);
  await app.db.transaction().execute(async (trx) => {
    await deleteToken(trx, actor.accountId, id);
    await recordAudit(trx, actor, 'scim_token.revoke', { type: 'scim-token', id, name: existing.name });
  });
}
