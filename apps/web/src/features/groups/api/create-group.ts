import type { Group, GroupCreateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKey } from './get-groups';

export function createGroup(body: GroupCreateBody): Promise<Group> {
  return api.post<Group>('/api/groups', body);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
