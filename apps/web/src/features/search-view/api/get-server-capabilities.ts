import { allCapabilities, type Server } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/servers/{id}: what the page's server lets a page ask (DESIGN.md §6a), read by designers so
 * design mode offers only that. Until it is known (or when it cannot be read) everything is offered
 * and the server still refuses what its conventions cannot write.
 */
export function useServerCapabilities(serverId: string) {
  const server = useQuery({
    queryKey: ['servers', serverId],
    queryFn: () => api.get<Server>(`/api/servers/${encodeURIComponent(serverId)}`),
    retry: false,
  });
  return server.data?.capabilities ?? allCapabilities;
}
