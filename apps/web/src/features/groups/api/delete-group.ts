import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/groups/{id}: its users lose the views it gave them. */
export function deleteGroup(groupUuid: string): Promise<unknown> {
  return ok(client.DELETE('/api/groups/{id}', { params: { path: { id: groupUuid } } }));
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: async (_answer, groupUuid) => {
      queryClient.removeQueries({ queryKey: queryKeys.groups.detail(groupUuid) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.groups.all(), exact: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myViews.all() });
    },
  });
}
