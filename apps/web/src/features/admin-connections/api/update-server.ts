import type { Server, ServerUpdateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { serversQueryKey } from './get-servers';

export type UpdateServerInput = { id: string; body: ServerUpdateBody };

export function updateServer({ id, body }: UpdateServerInput): Promise<Server> {
  return api.put<Server>(`/api/servers/${encodeURIComponent(id)}`, body);
}

export function useUpdateServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serversQueryKey }),
  });
}
