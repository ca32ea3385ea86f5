import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { GroupUserInput } from './add-group-user';

export function removeGroupUser({ groupUuid, userUuid }: GroupUserInput): Promise<unknown> {
  return ok(
    client.DELETE('/api/groups/{id}/users/{userId}', {
      params: { path: { id: groupUuid, userId: userUuid } },
    }),
  );
}

export function useRemoveGroupUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupUser,
    onSuccess: async (_answer, { groupUuid }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.groups.users(groupUuid) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myViews.all() });
    },
  });
}
