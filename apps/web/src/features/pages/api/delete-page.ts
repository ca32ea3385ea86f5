import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshViewLists, viewPath } from '../../../lib/api/views';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/views/{id}: the page leaves its groups and its name is free again. */
export function deletePage(viewUuid: string): Promise<unknown> {
  return api.delete(viewPath(viewUuid));
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: async (_answer, viewUuid) => {
      queryClient.removeQueries({ queryKey: queryKeys.views.detail(viewUuid) });
      await refreshViewLists(queryClient);
    },
  });
}
