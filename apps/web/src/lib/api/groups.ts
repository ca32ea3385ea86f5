import type { Group } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/groups: the Groups screen's list, and the groups a new page can be put in. */
export function getGroups(): Promise<Group[]> {
  return ok(client.GET('/api/groups'));
}

export const groupsQueryOptions = queryOptions({ queryKey: queryKeys.groups.all(), queryFn: getGroups });
