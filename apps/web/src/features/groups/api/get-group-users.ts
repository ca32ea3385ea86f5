import type { GroupUser } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getGroupUsers(groupUuid: string): Promise<GroupUser[]> {
  return ok(client.GET('/api/groups/{id}/users', { params: { path: { id: groupUuid } } }));
}

export const groupUsersQueryOptions = (groupUuid: string) =>
  queryOptions({ queryKey: queryKeys.groups.users(groupUuid), queryFn: () => getGroupUsers(groupUuid) });

export function useGroupUsers(groupUuid: string) {
  return useQuery(groupUsersQueryOptions(groupUuid));
}
