import { useQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/servers/{id}/usage: the pages built on the server and on each of its endpoints. */
export function useServerUsage(serverId: string | null) {
  return useQuery({
    queryKey: queryKeys.servers.usage(serverId ?? ''),
    queryFn: () => ok(client.GET('/api/servers/{id}/usage', { params: { path: { id: serverId ?? '' } } })),
    enabled: serverId !== null,
    // A designer may have saved a page since: read again whenever it is shown.
    staleTime: 0,
  });
}
