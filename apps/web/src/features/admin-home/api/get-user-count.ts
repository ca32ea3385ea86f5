import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUsers } from '../../../lib/api/users';
import { queryKeys } from '../../../lib/query-keys';

export function getUserCount(): Promise<number> {
  return getUsers().then((users) => users.length);
}

// Counted afresh on every visit: the lists change on other screens.
export const userCountQueryOptions = queryOptions({
  queryKey: queryKeys.adminHome.userCount(),
  queryFn: getUserCount,
  staleTime: 0,
});

export function useUserCount() {
  return useQuery(userCountQueryOptions);
}
