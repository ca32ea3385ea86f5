import type { EndpointImportResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DESIGN.md §6b: the document goes as the admin pasted or chose it, JSON or YAML text. */
export type ImportEndpointsInput = { serverId: string; text: string };

export function importEndpoints({ serverId, text }: ImportEndpointsInput): Promise<EndpointImportResult> {
  return ok(
    client.POST('/api/servers/{id}/endpoints/import', { params: { path: { id: serverId } }, body: { text } }),
  );
}

export function useImportEndpoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEndpoints,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.servers.endpoints(input.serverId) }),
  });
}
