import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type DeleteEndpointInput = { serverId: string; endpointId: string };

export function deleteEndpoint({ serverId, endpointId }: DeleteEndpointInput): Promise<{ message: string }> {
  return api.delete<{ message: string }>(
    `/api/servers/${encodeURIComponent(serverId)}/endpoints/${encodeURIComponent(endpointId)}`,
  );
}

export function useDeleteEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEndpoint,
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.servers.endpoints(input.serverId) }),
  });
}
