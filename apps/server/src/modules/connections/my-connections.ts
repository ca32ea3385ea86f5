import { type MyConnection, messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { findPerPersonServer } from '../servers/per-person-servers.ts';
import { isUuid } from '../servers/server-service.ts';
import { readSignInTokens } from '../sso/sign-in-tokens.ts';
import { connectableServers } from './connectable-servers.ts';
import { deleteConnections, listConnectionsOf } from './connection-repository.ts';
import { revokeConnections } from './revoke-connections.ts';

/**
 * GET /api/me/connections (DESIGN.md §6d): each per-person server the person's pages read, whether
 * they are connected, since when and when their token was last used. Never a token.
 */
export async function listMyConnections(app: FastifyInstance, auth: AuthContext): Promise<MyConnection[]> {
  const [servers, rows] = await Promise.all([connectableServers(app, auth), listConnectionsOf(app.db, auth)]);
  const byServer = new Map(rows.map((row) => [row.server_id, row]));
  // A sign-in-token server is 'connected' while this session holds the tokens of a single sign-on.
  const signedIn = servers.some((server) => server.authType === 'sign-in-token')
    ? (await readSignInTokens(app, auth)) !== null
    : false;
  return servers.map((server) => {
    const row = byServer.get(server.id);
    return {
      server: { uuid: server.id, name: server.name },
      authType: server.authType,
      connected: server.authType === 'sign-in-token' ? signedIn : row !== undefined,
      connectedAt: row?.created_at ?? null,
      lastUsedAt: row?.last_used_at ?? null,
    };
  });
}

/** DELETE /api/me/connections/{serverId}: the person's tokens are forgotten, then revoked where the server can. */
export async function disconnectMe(app: FastifyInstance, auth: AuthContext, serverId: string): Promise<void> {
  if (!isUuid(serverId)) throw notFound(messages.connectionNotFound);
  const name = (await findPerPersonServer(app, auth.accountId, serverId))?.name ?? '';
  const ended = await app.db.transaction().execute(async (trx) => {
    const rows = await deleteConnections(trx, auth.accountId, { userId: auth.userId, serverId });
    if (rows.length === 0) throw notFound(messages.connectionNotFound);
    await recordChange(trx, auth, 'connection.disconnect', { type: 'server', id: serverId, name });
    return rows;
  });
  await revokeConnections(app, auth.accountId, ended);
}
