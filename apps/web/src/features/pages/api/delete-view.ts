import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshViewLists } from '../../../lib/api/views';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/views/{id}: the page leaves its groups and its name is free again. */
export function deleteView(viewUuid: string): Promise<unknown> {
  return ok(client.DELETE('/api/views/{id}', { params: { path: { id: viewUuid } } }));
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteView,
    onSuccess: async (_answer, viewUuid) => {
      queryClient.removeQueries({ queryKey: queryKeys.views.detail(viewUuid) });
      await refreshViewLists(queryClient);
    },
  });
}
