import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/servers/{id}/connections: who is connected to a per-person server (DESIGN.md §6d). */
export function useServerConnections(serverId: string) {
  return useQuery({
    queryKey: queryKeys.servers.connections(serverId),
    queryFn: () => ok(client.GET('/api/servers/{id}/connections', { params: { path: { id: serverId } } })),
    // People connect and use their tokens all the time: read again whenever it is shown.
    staleTime: 0,
  });
}

/** DELETE /api/servers/{id}/connections: 'Disconnect everyone'. */
export function useDisconnectEveryone(serverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      ok(client.DELETE('/api/servers/{id}/connections', { params: { path: { id: serverId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.servers.connections(serverId) }),
  });
}
