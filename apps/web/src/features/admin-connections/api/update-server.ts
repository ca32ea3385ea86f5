import type { Server, ServerUpdateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type UpdateServerInput = { id: string; body: ServerUpdateBody };

export function updateServer({ id, body }: UpdateServerInput): Promise<Server> {
  return ok(client.PUT('/api/servers/{id}', { params: { path: { id } }, body }));
}

export function useUpdateServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.servers.all() }),
  });
}
