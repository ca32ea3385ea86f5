import type { Server } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const serversQueryKey = ['servers'] as const;

export function getServers(): Promise<Server[]> {
  return api.get<Server[]>('/api/servers');
}

export const serversQueryOptions = queryOptions({ queryKey: serversQueryKey, queryFn: getServers });

export function useServers() {
  return useQuery(serversQueryOptions);
}
