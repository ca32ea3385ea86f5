import { randomUUID } from 'node:crypto';
import {
  credentialOriginsChanged,
  messages,
  type Server,
  type ServerCreateBody,
  type ServerUpdateBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import type { ProxyEngine } from '../../proxy/engine/create-proxy-engine.ts';
import { may } from '../access/policies.ts';
import { recordChange } from '../audit/record-change.ts';
import { revokeConnections } from '../connections/revoke-connections.ts';
import {
  type ConnectionRow,
  connectionsLapse,
  dropServerConnections,
  perPersonStateOf,
} from '../connections/server-change.ts';
import { dropEndpointSecrets } from './drop-endpoint-secrets.ts';
import { presentServer } from './present-server.ts';
import { resolveServerAuth, sameAuth } from './resolve-server-auth.ts';
import { openServerAuth, type ServerAuth, sealServerAuth } from './server-auth.ts';
import { type SealedHeaders, sealServerHeaders } from './server-headers.ts';
import {
  deleteServerRow,
  findServerRow,
  insertServerRow,
  isUniqueViolation,
  listServerRows,
  nameKeyOf,
  readServerSettings,
  type ServerRow,
  type StoredServerSettings,
  serverNameTaken,
  updateServerRow,
} from './server-repository.ts';

export type ServersContext = {
  db: Db;
  secretBox: SecretBox;
  /** The operator's allow list, which says where plain http may carry a server's credentials. */
  proxyEngine: Pick<ProxyEngine, 'allow'>;
};
/** What a change that ends people's connections to a per-person server needs to revoke their tokens. */
type ChangeContext = ServersContext & Pick<FastifyInstance, 'proxyEngine' | 'log'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that are not UUIDs cannot exist; they answer 404 without a query. */
export const isUuid = (value: string) => uuidPattern.test(value);

const isAdmin = (actor: AuthContext) => may(actor, 'manageServers');

// Credentials that no longer open (the key was replaced) read as unset, so admins can re-enter them.
function readableAuth(box: SecretBox, row: ServerRow): ServerAuth | null {
  try {
    return openServerAuth(box, row.id, row.auth_sealed);
  } catch {
    return null;
  }
}

/** Whether two saves hold the same credential header values (a value sealed again counts as changed). */
const sameSealedHeaders = (a: SealedHeaders | undefined, b: SealedHeaders | undefined) =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

export async function findServerOrFail(db: Db, actor: AuthContext, id: string): Promise<ServerRow> {
  const row = isUuid(id) ? await findServerRow(db, actor.accountId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function listServers(context: ServersContext, actor: AuthContext): Promise<Server[]> {
  const rows = await listServerRows(context.db, actor.accountId);
  return rows.map((row) =>
    presentServer(row, readableAuth(context.secretBox, row), isAdmin(actor), context.proxyEngine.allow),
  );
}

export async function getServer(context: ServersContext, actor: AuthContext, id: string): Promise<Server> {
  const row = await findServerOrFail(context.db, actor, id);
  return presentServer(row, readableAuth(context.secretBox, row), isAdmin(actor), context.proxyEngine.allow);
}

async function refuseTakenName(db: Db, actor: AuthContext, name: string, exceptId?: string) {
  if (await serverNameTaken(db, actor.accountId, name, exceptId)) {
    throw conflict(messages.duplicateServerName, 'name');
  }
}

function duplicateNameOr(error: unknown): unknown {
  return isUniqueViolation(error) ? conflict(messages.duplicateServerName, 'name') : error;
}

export async function createServer(
  context: ServersContext,
  actor: AuthContext,
  body: ServerCreateBody,
): Promise<Server> {
  const { db, secretBox } = context;
  await refuseTakenName(db, actor, body.name);
  const { url, adapter, authType, rest } = body.settings;
  const auth = resolveServerAuth({
    authType,
    input: body.settings.auth,
    stored: null,
    serverUrl: { after: url },
  });
  const id = randomUUID();
  const now = Date.now();
  const settings: StoredServerSettings = {
    url,
    adapter,
    authType,
    authUpdatedAt: auth ? now : null,
    ...sealServerHeaders(secretBox, id, rest, {}, false),
  };
  const row: ServerRow = {
    id,
    account_id: actor.accountId,
    name: body.name,
    name_key: nameKeyOf(body.name),
    settings: JSON.stringify(settings),
    auth_sealed: sealServerAuth(secretBox, id, auth),
    created_at: now,
    updated_at: now,
  };
  await db
    .transaction()
    .execute(async (trx) => {
      await insertServerRow(trx, row);
      const target = { type: 'server', id, name: body.name } as const;
      await recordChange(trx, actor, 'server.create', target, { serverId: id, authType });
    })
    .catch((error) => {
      throw duplicateNameOr(error);
    });
  return presentServer(row, auth, isAdmin(actor), context.proxyEngine.allow);
}

export async function updateServer(
  context: ChangeContext,
  actor: AuthContext,
  id: string,
  body: ServerUpdateBody,
): Promise<Server> {
  const { db, secretBox } = context;
  const existing = await findServerOrFail(db, actor, id);
  await refuseTakenName(db, actor, body.name, id);
  const current = readServerSettings(existing);
  const storedAuth = readableAuth(secretBox, existing);
  const authType = body.settings.authType ?? current.authType;
  const auth = resolveServerAuth({
    authType,
    input: body.settings.auth,
    editCredentials: body.editCredentials,
    stored: storedAuth,
    serverUrl: { before: current.url, after: body.settings.url },
  });
  const now = Date.now();
  const adapter = body.settings.adapter ?? current.adapter;
  if (adapter === 'rest' && !(body.settings.rest ?? current.rest))
    throw badRequest(messages.restSettingsRequired, 'settings.rest');
  // The endpoints' secret values and the fixed credential headers were given for the old host: they do not follow the server.
  const moved = credentialOriginsChanged({ url: current.url }, { url: body.settings.url });
  const headers = sealServerHeaders(secretBox, id, body.settings.rest, current, moved);
  const credentialsChanged =
    !sameAuth(auth, storedAuth) || !sameSealedHeaders(headers.sealedHeaders, current.sealedHeaders);
  const settings: StoredServerSettings = {
    url: body.settings.url,
    adapter,
    authType,
    authUpdatedAt: credentialsChanged ? now : current.authUpdatedAt,
    ...headers,
  };
  const changes = {
    name: body.name,
    name_key: nameKeyOf(body.name),
    settings: JSON.stringify(settings),
    auth_sealed: sealServerAuth(secretBox, id, auth),
    updated_at: now,
  };
  // The people's tokens of a per-person server do not follow it either (DESIGN.md §6d): revoked, as it was.
  const before = { id, name: existing.name, url: current.url, authType: current.authType, auth: storedAuth };
  const lapse = connectionsLapse(before, { ...before, url: body.settings.url, authType, auth });
  let lapsed: ConnectionRow[] = [];
  await db
    .transaction()
    .execute(async (trx) => {
      await updateServerRow(trx, actor.accountId, id, changes);
      if (lapse) lapsed = await dropServerConnections(trx, actor.accountId, id);
      const endpointSecretsDropped = moved ? await dropEndpointSecrets(trx, actor.accountId, id) : 0;
      const target = { type: 'server', id, name: body.name } as const;
      await recordChange(trx, actor, 'server.update', target, {
        serverId: id,
        authType,
        credentialsChanged,
        endpointSecretsDropped,
        ...(lapse ? { connectionsEnded: lapsed.length } : {}),
      });
      if (credentialsChanged) await recordChange(trx, actor, 'server.credentials', target, { serverId: id });
    })
    .catch((error) => {
      throw duplicateNameOr(error);
    });
  await revokeConnections(context, actor.accountId, lapsed, new Map([[id, perPersonStateOf(before)]]));
  return presentServer({ ...existing, ...changes }, auth, isAdmin(actor), context.proxyEngine.allow);
}

export async function deleteServer(context: ChangeContext, actor: AuthContext, id: string): Promise<void> {
  const existing = await findServerOrFail(context.db, actor, id);
  const settings = readServerSettings(existing);
  const state = { id, name: existing.name, url: settings.url, authType: settings.authType };
  const before = perPersonStateOf({ ...state, auth: readableAuth(context.secretBox, existing) });
  const lapsed = await context.db.transaction().execute(async (trx) => {
    // The people's connections go with the server; their tokens are revoked once it is gone.
    const connections = await dropServerConnections(trx, actor.accountId, id);
    if (!(await deleteServerRow(trx, actor.accountId, id))) throw notFound();
    await recordChange(
      trx,
      actor,
      'server.delete',
      { type: 'server', id, name: existing.name },
      { serverId: id },
    );
    return connections;
  });
  await revokeConnections(context, actor.accountId, lapsed, new Map([[id, before]]));
}
