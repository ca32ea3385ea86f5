import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServers } from '../../../lib/api/servers';
import { queryKeys } from '../../../lib/query-keys';

export function getServerCount(): Promise<number> {
  return getServers().then((servers) => servers.length);
}

// Counted afresh on every visit: the lists change on other screens.
export const serverCountQueryOptions = queryOptions({
  queryKey: queryKeys.adminHome.serverCount(),
  queryFn: getServerCount,
  staleTime: 0,
});

export function useServerCount() {
  return useQuery(serverCountQueryOptions);
}
