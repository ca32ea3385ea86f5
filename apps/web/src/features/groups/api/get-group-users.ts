import type { GroupUser } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKey } from './get-groups';

export const groupUsersQueryKey = (groupUuid: string) => [...groupsQueryKey, groupUuid, 'users'] as const;

export function getGroupUsers(groupUuid: string): Promise<GroupUser[]> {
  return api.get<GroupUser[]>(`/api/groups/${encodeURIComponent(groupUuid)}/users`);
}

export const groupUsersQueryOptions = (groupUuid: string) =>
  queryOptions({ queryKey: groupUsersQueryKey(groupUuid), queryFn: () => getGroupUsers(groupUuid) });

export function useGroupUsers(groupUuid: string) {
  return useQuery(groupUsersQueryOptions(groupUuid));
}
