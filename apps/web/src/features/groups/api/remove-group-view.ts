import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { GroupViewInput } from './add-group-view';

export function removeGroupView({ groupUuid, viewUuid }: GroupViewInput): Promise<unknown> {
  return api.delete(`/api/groups/${encodeURIComponent(groupUuid)}/views/${encodeURIComponent(viewUuid)}`);
}

export function useRemoveGroupView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupView,
    onSuccess: async (_answer, { groupUuid }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.groups.views(groupUuid) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myViews.all() });
    },
  });
}
