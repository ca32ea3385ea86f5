import type { Endpoint, Server } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The same query keys as the wizards', so a designer's lists are read once.

/** GET /api/servers: the account's servers a search page may read from (designers). */
export function useDataSourceServers(enabled: boolean) {
  return useQuery({
    queryKey: ['servers'],
    queryFn: () => api.get<Server[]>('/api/servers'),
    enabled,
  });
}

/** GET /api/servers/{id}/endpoints, the List endpoints only: a search page shows a list. */
export function useDataSourceEndpoints(serverId: string | null) {
  return useQuery({
    queryKey: ['servers', serverId ?? '', 'endpoints', 'list'],
    queryFn: async () => {
      const all = await api.get<Endpoint[]>(`/api/servers/${encodeURIComponent(serverId ?? '')}/endpoints`);
      return all.filter((endpoint) => endpoint.settings.response === 'list');
    },
    enabled: serverId !== null,
  });
}
