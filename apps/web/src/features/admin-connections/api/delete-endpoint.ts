import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type DeleteEndpointInput = { serverId: string; endpointId: string };

export function deleteEndpoint({ serverId, endpointId }: DeleteEndpointInput): Promise<{ message: string }> {
  return ok(
    client.DELETE('/api/servers/{id}/endpoints/{endpointId}', {
      params: { path: { id: serverId, endpointId } },
    }),
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
