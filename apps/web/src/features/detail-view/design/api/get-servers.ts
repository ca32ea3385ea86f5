import { useQuery } from '@tanstack/react-query';
import { endpointsQueryOptions, serversQueryOptions } from '../../../../lib/api/servers';

/** GET /api/servers: designers read the account's servers (no secrets). */
export function useServers() {
  return useQuery(serversQueryOptions);
}

/** GET /api/servers/{id}/endpoints: every endpoint of a server (filtered by kind where used). */
export function useEndpoints(serverId: string | null) {
  return useQuery({ ...endpointsQueryOptions(serverId ?? ''), enabled: Boolean(serverId) });
}
