import type { Endpoint, Server } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** GET /api/servers: designers read the account's servers (no secrets). */
export function useServers() {
  return useQuery({ queryKey: ['servers'], queryFn: () => api.get<Server[]>('/api/servers') });
}

/** GET /api/servers/{id}/endpoints: every endpoint of a server (filtered by kind where used). */
export function useEndpoints(serverId: string | null) {
  return useQuery({
    queryKey: ['servers', serverId ?? '', 'endpoints'],
    queryFn: () => api.get<Endpoint[]>(`/api/servers/${encodeURIComponent(serverId ?? '')}/endpoints`),
    enabled: Boolean(serverId),
  });
}
