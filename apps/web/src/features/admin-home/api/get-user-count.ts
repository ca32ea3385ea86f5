import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getUserCount(): Promise<number> {
  return api.get<unknown[]>('/api/users').then((users) => users.length);
}

// Counted afresh on every visit: the lists change on other screens.
export const userCountQueryOptions = queryOptions({
  queryKey: ['admin-home', 'user-count'],
  queryFn: getUserCount,
  staleTime: 0,
});

export function useUserCount() {
  return useQuery(userCountQueryOptions);
}
