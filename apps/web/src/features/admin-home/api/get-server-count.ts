import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getServerCount(): Promise<number> {
  return api.get<unknown[]>('/api/servers').then((servers) => servers.length);
}

// Counted afresh on every visit: the lists change on other screens.
export const serverCountQueryOptions = queryOptions({
  queryKey: ['admin-home', 'server-count'],
  queryFn: getServerCount,
  staleTime: 0,
});

export function useServerCount() {
  return useQuery(serverCountQueryOptions);
}
