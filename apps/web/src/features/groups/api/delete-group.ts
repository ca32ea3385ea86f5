import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKey } from './get-groups';

/** DELETE /api/groups/{id}: its users lose the views it gave them. */
export function deleteGroup(groupUuid: string): Promise<unknown> {
  return api.delete(`/api/groups/${encodeURIComponent(groupUuid)}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: async (_answer, groupUuid) => {
      queryClient.removeQueries({ queryKey: [...groupsQueryKey, groupUuid] });
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey, exact: true });
      await queryClient.invalidateQueries({ queryKey: ['myviews'] });
    },
  });
}
