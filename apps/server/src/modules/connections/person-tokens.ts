import { messages } from '@portal/contracts';
import * as oauth from 'openid-client';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { AppError, connectionRequired } from '../../errors.ts';
import type { IssuedToken } from '../../proxy/upstream-auth/request-password-token.ts';
import { recordChange } from '../audit/record-change.ts';
import type { PerPersonServer } from '../servers/per-person-servers.ts';
import {
  appErrorIn,
  authorizationServerOf,
  isRefusal,
  issuedTokensOf,
  type TokenOutbound,
} from './authorization-server.ts';
import {
  type ConnectionRow,
  deleteConnections,
  findConnection,
  type Person,
  storeRefreshedTokens,
} from './connection-repository.ts';
import { openTokens, sealTokens } from './sealed-tokens.ts';

export type PersonTokensContext = { db: Db; secretBox: SecretBox; outbound: TokenOutbound };

/** Renew this long before expiry (at most a tenth of the token's lifetime), as the server-wide tokens do. */
const maxRenewMarginMs = 30_000;

function stillFresh(row: ConnectionRow, now: number): boolean {
  if (row.expires_at === null) return true;
  const lifetime = row.expires_at - row.updated_at;
  return row.expires_at - Math.min(maxRenewMarginMs, Math.max(0, lifetime) / 10) > now;
}

const issuedOf = (accessToken: string, expiresAt: number | null, now: number): IssuedToken => ({
  accessToken,
  expiresInMs: expiresAt === null ? undefined : Math.max(1, expiresAt - now),
});

/**
 * The connection lapsed (its refresh was refused, or its tokens no longer open): it is forgotten
 * (only as read, so a connection made meanwhile stays) and the person is asked to connect again.
 */
async function dropLapsed(
  context: PersonTokensContext,
  person: Person,
  server: PerPersonServer,
  row: ConnectionRow,
) {
  await context.db.transaction().execute(async (trx) => {
    const dropped = await deleteConnections(trx, person.accountId, { id: row.id });
    if (dropped.length === 0) return;
    await recordChange(trx, person, 'connection.refused', {
      type: 'server',
      id: server.id,
      name: server.name,
    });
  });
  return connectionRequired({ uuid: server.id, name: server.name });
}

/**
 * The person's access token for an `oauth2-user` server (DESIGN.md §6d), from their stored
 * connection: as stored while it is fresh, else refreshed at the server's token endpoint (through the
 * outbound guard) and stored again, the refresh token rotated when the server answers a new one.
 * `refused` is a token the upstream just refused: it is refreshed even when not expired. A refusal
 * of the refresh (RFC 6749 §5.2) forgets the connection and answers `connection_required`; the
 * caller holds the single flight (one refresh per person and server across the cluster).
 */
export async function currentPersonToken(
  context: PersonTokensContext,
  person: Person,
  server: PerPersonServer,
  connectionId: string,
  refused?: string,
): Promise<IssuedToken> {
  const now = Date.now();
  const row = await findConnection(context.db, person, server.id);
  const required = () => connectionRequired({ uuid: server.id, name: server.name });
  if (!row || row.id !== connectionId) throw required();
  let tokens: ReturnType<typeof openTokens>;
  try {
    tokens = openTokens(context.secretBox, row);
  } catch {
    throw await dropLapsed(context, person, server, row);
  }
  if (tokens.accessToken !== refused && stillFresh(row, now))
    return issuedOf(tokens.accessToken, row.expires_at, now);
  if (!tokens.refreshToken) throw await dropLapsed(context, person, server, row);
  let answer: Awaited<ReturnType<typeof oauth.refreshTokenGrant>>;
  try {
    answer = await oauth.refreshTokenGrant(
      authorizationServerOf(server.auth, context.outbound),
      tokens.refreshToken,
    );
  } catch (error) {
    if (!isRefusal(error))
      throw appErrorIn(error) ?? new AppError('upstream_error', messages.upstreamTokenFailed);
    // Another instance may have refreshed (and rotated) meanwhile: its tokens stand.
    const again = await findConnection(context.db, person, server.id);
    if (again && again.id === row.id && again.revision !== row.revision) {
      const theirs = openTokens(context.secretBox, again);
      if (theirs.accessToken !== refused) return issuedOf(theirs.accessToken, again.expires_at, now);
    }
    throw await dropLapsed(context, person, server, row);
  }
  const issued = issuedTokensOf(answer, now, tokens.refreshToken);
  const sealed = sealTokens(context.secretBox, row, issued);
  await storeRefreshedTokens(context.db, row, { sealed, expiresAt: issued.expiresAt });
  return issuedOf(issued.accessToken, issued.expiresAt, now);
}
