import type { EndpointImportResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * DESIGN.md §6b: the document's address, which the server fetches through its outbound guard, or
 * the document as the admin pasted or chose it, JSON or YAML text.
 */
export type ImportEndpointsInput = { serverId: string } & ({ url: string } | { text: string });

export function importEndpoints({ serverId, ...body }: ImportEndpointsInput): Promise<EndpointImportResult> {
  return ok(client.POST('/api/servers/{id}/endpoints/import', { params: { path: { id: serverId } }, body }));
}

export function useImportEndpoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEndpoints,
    // The import may set the server's conventions too (the openapi preset): the server is read again,
    // with its endpoints, before the answer is shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.servers.all() }),
  });
}
