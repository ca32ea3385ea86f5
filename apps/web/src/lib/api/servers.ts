import type { Endpoint, EndpointResponse, Server } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../api-client';
import { queryKeys } from '../query-keys';

// The reads of servers and endpoints that several screens make (Connections, the wizards, design
// mode, Home, Admin home); the changes only Connections makes are in its own api folder.

/** GET /api/servers: admins and designers read the account's servers (no secrets). */
export function getServers(): Promise<Server[]> {
  return ok(client.GET('/api/servers'));
}

export const serversQueryOptions = queryOptions({ queryKey: queryKeys.servers.all(), queryFn: getServers });

/** GET /api/servers/{id}: one server, with what its conventions can write (DESIGN.md §6a). */
export function getServer(serverId: string): Promise<Server> {
  return ok(client.GET('/api/servers/{id}', { params: { path: { id: serverId } } }));
}

export const serverQueryOptions = (serverId: string) =>
  queryOptions({ queryKey: queryKeys.servers.detail(serverId), queryFn: () => getServer(serverId) });

/** GET /api/servers/{id}/endpoints: every endpoint of a server. */
export function getEndpoints(serverId: string): Promise<Endpoint[]> {
  return ok(client.GET('/api/servers/{id}/endpoints', { params: { path: { id: serverId } } }));
}

export const endpointsQueryOptions = (serverId: string) =>
  queryOptions({ queryKey: queryKeys.servers.endpoints(serverId), queryFn: () => getEndpoints(serverId) });

/** The endpoints of one response kind only: a search page shows a list, a detail page a record. */
export const endpointsOfKindQueryOptions = (
  serverId: string,
  kind: Extract<EndpointResponse, 'list' | 'record'>,
) =>
  queryOptions({
    queryKey: queryKeys.servers.endpointsOfKind(serverId, kind),
    queryFn: async () =>
      (await getEndpoints(serverId)).filter((endpoint) => endpoint.settings.response === kind),
  });

/** GET /api/servers/{id}/endpoints/{endpointId}. */
export function getEndpoint(serverId: string, endpointId: string): Promise<Endpoint> {
  return ok(
    client.GET('/api/servers/{id}/endpoints/{endpointId}', {
      params: { path: { id: serverId, endpointId } },
    }),
  );
}
