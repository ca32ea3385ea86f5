import type { Endpoint } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/servers/{id}/endpoints, keeping the List endpoints only: a search page shows a list. */
export async function getListEndpoints(serverId: string): Promise<Endpoint[]> {
  const endpoints = await api.get<Endpoint[]>(`/api/servers/${encodeURIComponent(serverId)}/endpoints`);
  return endpoints.filter((endpoint) => endpoint.settings.response === 'list');
}

export const listEndpointsQueryOptions = (serverId: string) =>
  queryOptions({
    queryKey: ['servers', serverId, 'endpoints', 'list'],
    queryFn: () => getListEndpoints(serverId),
  });

export function useListEndpoints(serverId: string | null) {
  return useQuery({ ...listEndpointsQueryOptions(serverId ?? ''), enabled: serverId !== null });
}
