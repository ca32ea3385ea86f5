import type { GroupView } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type GroupViewInput = { groupUuid: string; viewUuid: string };

export function addGroupView({ groupUuid, viewUuid }: GroupViewInput): Promise<GroupView> {
  return ok(
    client.POST('/api/groups/{id}/views', { params: { path: { id: groupUuid } }, body: { viewUuid } }),
  );
}

export function useAddGroupView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupView,
    onSuccess: async (_entry, { groupUuid }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.groups.views(groupUuid) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myViews.all() });
    },
  });
}
