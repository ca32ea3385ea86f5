import type { Group } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/groups: the groups a new view can be put in. */
export function getGroups(): Promise<Group[]> {
  return api.get<Group[]>('/api/groups');
}

export const wizardGroupsQueryOptions = queryOptions({ queryKey: ['groups'], queryFn: getGroups });

export function useWizardGroups() {
  return useQuery(wizardGroupsQueryOptions);
}
