import { messages, type ServerConnectionsReply } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { answersAsEachPerson } from '../servers/per-person-servers.ts';
import { findServerOrFail } from '../servers/server-service.ts';
import { deleteConnections, listConnectionsOfServer } from './connection-repository.ts';
import { revokeConnections } from './revoke-connections.ts';

async function perPersonServerRow(app: FastifyInstance, auth: AuthContext, serverId: string) {
  const row = await findServerOrFail(app.db, auth, serverId);
  if (!answersAsEachPerson(row)) throw badRequest(messages.connectionNotPerUser);
  return row;
}

/**
 * GET /api/servers/{id}/connections (admins): who is connected to a per-person server, since when,
 * and when their token was last used (DESIGN.md §6d). Never a token.
 */
export async function listServerConnections(
  app: FastifyInstance,
  auth: AuthContext,
  serverId: string,
): Promise<ServerConnectionsReply> {
  await perPersonServerRow(app, auth, serverId);
  const rows = await listConnectionsOfServer(app.db, auth.accountId, serverId);
  return {
    connected: rows.length,
    people: rows.map((row) => ({
      user: { uuid: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email },
      connectedAt: row.created_at,
      lastUsedAt: row.last_used_at,
    })),
  };
}

/** DELETE /api/servers/{id}/connections (admins): 'Disconnect everyone', each revoked where the server can. */
export async function disconnectEveryone(
  app: FastifyInstance,
  auth: AuthContext,
  serverId: string,
): Promise<{ disconnected: number }> {
  const server = await perPersonServerRow(app, auth, serverId);
  const ended = await app.db.transaction().execute(async (trx) => {
    const rows = await deleteConnections(trx, auth.accountId, { serverId });
    await recordChange(
      trx,
      auth,
      'connection.disconnect_all',
      { type: 'server', id: serverId, name: server.name },
      {
        disconnected: rows.length,
      },
    );
    return rows;
  });
  await revokeConnections(app, auth.accountId, ended);
  return { disconnected: ended.length };
}
