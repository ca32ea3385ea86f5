import type { FastifyInstance } from 'fastify';
import * as oauth from 'openid-client';
import { findPerPersonServer, type PerPersonServer } from '../servers/per-person-servers.ts';
import { authorizationServerOf } from './authorization-server.ts';
import type { ConnectionRow } from './connection-repository.ts';
import { openTokens } from './sealed-tokens.ts';

type RevokeContext = Pick<FastifyInstance, 'db' | 'secretBox' | 'proxyEngine' | 'log'>;

async function revokeOne(context: RevokeContext, server: PerPersonServer, row: ConnectionRow) {
  const tokens = openTokens(context.secretBox, row);
  const config = authorizationServerOf(server.auth, context.proxyEngine);
  // RFC 7009: revoking the refresh token ends the grant at most servers; the access token is
  // revoked too for those that keep it alive on its own.
  if (tokens.refreshToken)
    await oauth.tokenRevocation(config, tokens.refreshToken, { token_type_hint: 'refresh_token' });
  await oauth.tokenRevocation(config, tokens.accessToken, { token_type_hint: 'access_token' });
}

/**
 * Asks each connection's server to revoke its tokens, where the server names a revocation endpoint
 * (DESIGN.md §6d), through the outbound guard. The connections are already forgotten; a server that
 * refuses or cannot be reached is logged (never a token) and the rest go on. `servers` gives the
 * servers as they were when a change of them ends their connections.
 */
export async function revokeConnections(
  context: RevokeContext,
  accountId: string,
  rows: readonly ConnectionRow[],
  servers: ReadonlyMap<string, PerPersonServer | undefined> = new Map(),
): Promise<void> {
  const found = new Map(servers);
  for (const row of rows) {
    if (!found.has(row.server_id))
      found.set(
        row.server_id,
        await findPerPersonServer(context, accountId, row.server_id).catch(() => undefined),
      );
    const server = found.get(row.server_id);
    if (server?.authType !== 'oauth2-user' || !server.auth.revokeUrl) continue;
    try {
      await revokeOne(context, server, row);
    } catch (error) {
      context.log.warn(
        { serverId: server.id, userId: row.user_id, reason: (error as Error).message },
        'a connection could not be revoked at its data server',
      );
    }
  }
}
