import type { Group, GroupCreateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from './api-client';
import { queryKeys } from './query-keys';

// Groups are created on the Groups screen and, without leaving, in the new page wizards: one home.

export function createGroup(body: GroupCreateBody): Promise<Group> {
  return ok(client.POST('/api/groups', { body }));
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.all() }),
  });
}
