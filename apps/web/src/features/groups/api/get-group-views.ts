import type { GroupView } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKey } from './get-groups';

export const groupViewsQueryKey = (groupUuid: string) => [...groupsQueryKey, groupUuid, 'views'] as const;

export function getGroupViews(groupUuid: string): Promise<GroupView[]> {
  return api.get<GroupView[]>(`/api/groups/${encodeURIComponent(groupUuid)}/views`);
}

export const groupViewsQueryOptions = (groupUuid: string) =>
  queryOptions({ queryKey: groupViewsQueryKey(groupUuid), queryFn: () => getGroupViews(groupUuid) });

export function useGroupViews(groupUuid: string) {
  return useQuery(groupViewsQueryOptions(groupUuid));
}
