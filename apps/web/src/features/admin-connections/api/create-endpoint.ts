import type { Endpoint, EndpointMethod, EndpointResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** SPEC.md §7: an endpoint is added with its name, URL, method and response kind. */
export type CreateEndpointInput = {
  serverId: string;
  name: string;
  settings: { url: string; method: EndpointMethod; response: EndpointResponse };
};

export function createEndpoint({ serverId, ...body }: CreateEndpointInput): Promise<Endpoint> {
  return api.post<Endpoint>(`/api/servers/${encodeURIComponent(serverId)}/endpoints`, body);
}

export function useCreateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEndpoint,
    onSuccess: (_endpoint, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.servers.endpoints(input.serverId) }),
  });
}
