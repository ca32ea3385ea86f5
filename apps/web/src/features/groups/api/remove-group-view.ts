import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { GroupViewInput } from './add-group-view';

export function removeGroupView({ groupUuid, viewUuid }: GroupViewInput): Promise<unknown> {
  return ok(
    client.DELETE('/api/groups/{id}/views/{viewId}', {
      params: { path: { id: groupUuid, viewId: viewUuid } },
    }),
  );
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
