import type { GroupViewWithReach } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The group's views, each with the pages it opens through links that the group does not hold. */
export function getGroupViews(groupUuid: string): Promise<GroupViewWithReach[]> {
  return ok(client.GET('/api/groups/{id}/views', { params: { path: { id: groupUuid } } }));
}

export const groupViewsQueryOptions = (groupUuid: string) =>
  queryOptions({ queryKey: queryKeys.groups.views(groupUuid), queryFn: () => getGroupViews(groupUuid) });

export function useGroupViews(groupUuid: string) {
  return useQuery(groupViewsQueryOptions(groupUuid));
}
