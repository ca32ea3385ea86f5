import type { PagesCreateBody, PagesCreated, PagesProposal } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DESIGN.md §7d: the pages a server's endpoints make, read afresh each time the dialog opens. */
export function useProposedPages(serverId: string | null) {
  return useQuery({
    queryKey: queryKeys.servers.pagesProposal(serverId ?? ''),
    queryFn: (): Promise<PagesProposal> =>
      ok(client.POST('/api/servers/{id}/pages/proposal', { params: { path: { id: serverId ?? '' } } })),
    enabled: serverId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export type CreatePagesInput = { serverId: string; body: PagesCreateBody };

/** The chosen pages, created together and given to one group, in one call. */
export function useCreateServerPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serverId, body }: CreatePagesInput): Promise<PagesCreated> =>
      ok(client.POST('/api/servers/{id}/pages', { params: { path: { id: serverId } }, body })),
    onSuccess: async (_created, { serverId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.servers.usage(serverId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.views.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.groups.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myViews.all() }),
      ]);
    },
    // A refused group (its name taken, or deleted meanwhile) means the list shown is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.all() }),
  });
}
