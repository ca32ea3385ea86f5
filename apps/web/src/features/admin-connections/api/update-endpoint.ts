import type { Endpoint, EndpointUpdateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type UpdateEndpointInput = { serverId: string; endpointId: string; body: EndpointUpdateBody };

export function updateEndpoint({ serverId, endpointId, body }: UpdateEndpointInput): Promise<Endpoint> {
  return ok(
    client.PUT('/api/servers/{id}/endpoints/{endpointId}', {
      params: { path: { id: serverId, endpointId } },
      body,
    }),
  );
}

export function useUpdateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEndpoint,
    onSuccess: (_endpoint, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.servers.endpoints(input.serverId) }),
  });
}
