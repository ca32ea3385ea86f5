import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { serversQueryKey } from './get-servers';

export function deleteServer(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/servers/${encodeURIComponent(id)}`);
}

export function useDeleteServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServer,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: [...serversQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: serversQueryKey, exact: true });
    },
  });
}
