import type { Endpoint } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/servers/{id}/endpoints, keeping the Record endpoints only: a detail page shows a record. */
export async function getRecordEndpoints(serverId: string): Promise<Endpoint[]> {
  const endpoints = await api.get<Endpoint[]>(`/api/servers/${encodeURIComponent(serverId)}/endpoints`);
  return endpoints.filter((endpoint) => endpoint.settings.response === 'record');
}

export const recordEndpointsQueryOptions = (serverId: string) =>
  queryOptions({
    queryKey: ['servers', serverId, 'endpoints', 'record'],
    queryFn: () => getRecordEndpoints(serverId),
  });

export function useRecordEndpoints(serverId: string | null) {
  return useQuery({ ...recordEndpointsQueryOptions(serverId ?? ''), enabled: serverId !== null });
}
