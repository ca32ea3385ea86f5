import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function deleteServer(id: string): Promise<{ message: string }> {
  return ok(client.DELETE('/api/servers/{id}', { params: { path: { id } } }));
}

export function useDeleteServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServer,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.servers.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.servers.all(), exact: true });
    },
  });
}
