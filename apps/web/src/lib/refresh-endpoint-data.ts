import { client, ok } from './api-client';

/**
 * POST .../purge (DESIGN.md §7b): 'Refresh data' forgets an endpoint's cached answers on every
 * instance; the endpoint editor and design mode of both page types offer it.
 */
export function refreshEndpointData({ serverId, endpointId }: { serverId: string; endpointId: string }) {
  return ok(
    client.POST('/api/servers/{id}/endpoints/{endpointId}/purge', {
      params: { path: { id: serverId, endpointId } },
    }),
  );
}
