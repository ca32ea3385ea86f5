import { api } from '../../../lib/api-client';

export type RefreshEndpointInput = { serverId: string; endpointId: string };

/** POST .../purge: 'Refresh data' forgets the endpoint's cached answers on every instance. */
export function refreshEndpointData({ serverId, endpointId }: RefreshEndpointInput) {
  return api.post<{ message: string }>(
    `/api/servers/${encodeURIComponent(serverId)}/endpoints/${encodeURIComponent(endpointId)}/purge`,
  );
}
