import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterPageChange } from './refresh-after-page-change';

/** DELETE /api/views/{id}: the page leaves its groups and its name is free again. */
export function deletePage(viewUuid: string): Promise<unknown> {
  return api.delete(`/api/views/${encodeURIComponent(viewUuid)}`);
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: async (_answer, viewUuid) => {
      queryClient.removeQueries({ queryKey: ['views', viewUuid] });
      await refreshAfterPageChange(queryClient);
    },
  });
}
