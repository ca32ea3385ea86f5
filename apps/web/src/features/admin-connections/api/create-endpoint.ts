import type { Endpoint, EndpointMethod, EndpointResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** SPEC.md §7: an endpoint is added with its name, URL, method and response kind. */
export type CreateEndpointInput = {
  serverId: string;
  name: string;
  settings: { url: string; method: EndpointMethod; response: EndpointResponse };
};

export function createEndpoint({ serverId, ...body }: CreateEndpointInput): Promise<Endpoint> {
  return ok(client.POST('/api/servers/{id}/endpoints', { params: { path: { id: serverId } }, body }));
}

export function useCreateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEndpoint,
    onSuccess: (_endpoint, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.servers.endpoints(input.serverId) }),
  });
}
