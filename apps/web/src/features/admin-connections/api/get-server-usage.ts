import type { ConnectionUsage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { serversQueryKey } from './get-servers';

/** Under the servers' key, so whatever refreshes the servers refreshes what uses them. */
export const serverUsageQueryKey = (serverId: string) => [...serversQueryKey, serverId, 'usage'] as const;

/** GET /api/servers/{id}/usage: the pages built on the server and on each of its endpoints. */
export function useServerUsage(serverId: string | null) {
  return useQuery({
    queryKey: serverUsageQueryKey(serverId ?? ''),
    queryFn: () => api.get<ConnectionUsage>(`/api/servers/${encodeURIComponent(serverId ?? '')}/usage`),
    enabled: serverId !== null,
    // A designer may have saved a page since: read again whenever it is shown.
    staleTime: 0,
  });
}
