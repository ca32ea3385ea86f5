import type { Server } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from './api-client';
import { queryKeys } from './query-keys';

// Servers are added on Connections and, without leaving, in the new page wizards: one home.

/** SPEC.md §7: a new server is added with its name and URL only; authentication starts as none. */
export type CreateServerInput = { name: string; url: string };

export function createServer({ name, url }: CreateServerInput): Promise<Server> {
  return ok(client.POST('/api/servers', { body: { name, settings: { url, authType: 'none' } } }));
}

export function useCreateServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.servers.all() }),
  });
}
