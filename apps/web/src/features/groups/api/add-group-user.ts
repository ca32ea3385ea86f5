import type { GroupUser } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type GroupUserInput = { groupUuid: string; userUuid: string };

export function addGroupUser({ groupUuid, userUuid }: GroupUserInput): Promise<GroupUser> {
  return ok(
    client.POST('/api/groups/{id}/users', { params: { path: { id: groupUuid } }, body: { userUuid } }),
  );
}

export function useAddGroupUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupUser,
    onSuccess: async (_entry, { groupUuid }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.groups.users(groupUuid) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myViews.all() });
    },
  });
}
