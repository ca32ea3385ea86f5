import type { Group } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const groupsQueryKey = ['groups'] as const;

export function getGroups(): Promise<Group[]> {
  return api.get<Group[]>('/api/groups');
}

export const groupsQueryOptions = queryOptions({ queryKey: groupsQueryKey, queryFn: getGroups });

export function useGroups() {
  return useQuery(groupsQueryOptions);
}
