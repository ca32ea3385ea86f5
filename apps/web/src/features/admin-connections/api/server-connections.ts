import type { ServerConnectionsReply } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverPath } from '../../../lib/api/servers';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/servers/{id}/connections: who is connected to a per-person server (DESIGN.md §6d). */
export function useServerConnections(serverId: string) {
  return useQuery({
    queryKey: queryKeys.servers.connections(serverId),
    queryFn: () => api.get<ServerConnectionsReply>(`${serverPath(serverId)}/connections`),
    // People connect and use their tokens all the time: read again whenever it is shown.
    staleTime: 0,
  });
}

/** DELETE /api/servers/{id}/connections: 'Disconnect everyone'. */
export function useDisconnectEveryone(serverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ disconnected: number }>(`${serverPath(serverId)}/connections`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.servers.connections(serverId) }),
  });
}
