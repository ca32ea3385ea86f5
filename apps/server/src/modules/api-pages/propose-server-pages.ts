import type { PagesProposal } from '@portal/contracts';
import type { AuthContext } from '../../plugins/session.ts';
import { listEndpoints } from '../servers/endpoint-service.ts';
import { getServer, type ServersContext } from '../servers/server-service.ts';
import { proposePages } from './propose-pages.ts';

/** The pages a server's endpoints make, from what its OpenAPI document said of them (DESIGN.md §7d). */
export async function proposeServerPages(
  context: ServersContext,
  actor: AuthContext,
  serverId: string,
): Promise<PagesProposal> {
  const server = await getServer(context, actor, serverId);
  const endpoints = await listEndpoints(context.db, actor, serverId);
  return proposePages(
    { uuid: server.uuid, name: server.name, rest: server.settings.rest, capabilities: server.capabilities },
    endpoints.map((endpoint) => ({ uuid: endpoint.uuid, name: endpoint.name, ...endpoint.settings })),
  );
}
