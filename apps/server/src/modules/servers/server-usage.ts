import type { ConnectionUsage } from '@portal/contracts';
import type { AuthContext } from '../../plugins/session.ts';
import { findConnectionUsage } from '../views/find-connection-usage.ts';
import { listEndpointRows } from './endpoint-repository.ts';
import { findServerOrFail, type ServersContext } from './server-service.ts';

/** GET /api/servers/{id}/usage: the pages built on the server and on each endpoint (404 when not the account's). */
export async function getServerUsage(
  context: ServersContext,
  actor: AuthContext,
  id: string,
): Promise<ConnectionUsage> {
  const server = await findServerOrFail(context.db, actor, id);
  const endpoints = await listEndpointRows(context.db, actor.accountId, server.id);
  return findConnectionUsage(
    context.db,
    actor.accountId,
    server.id,
    endpoints.map((endpoint) => endpoint.id),
  );
}
