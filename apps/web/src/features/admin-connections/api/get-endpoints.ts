import type { Endpoint } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { serversQueryKey } from './get-servers';

export const endpointsQueryKey = (serverId: string) => [...serversQueryKey, serverId, 'endpoints'] as const;

export function getEndpoints(serverId: string): Promise<Endpoint[]> {
  return api.get<Endpoint[]>(`/api/servers/${encodeURIComponent(serverId)}/endpoints`);
}

export const endpointsQueryOptions = (serverId: string) =>
  queryOptions({ queryKey: endpointsQueryKey(serverId), queryFn: () => getEndpoints(serverId) });

export function useEndpoints(serverId: string | null) {
  return useQuery({ ...endpointsQueryOptions(serverId ?? ''), enabled: serverId !== null });
}
