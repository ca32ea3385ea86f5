import { useQuery } from '@tanstack/react-query';
import { groupsQueryOptions } from '../../../lib/api/groups';

/** GET /api/groups: the groups a new view can be put in. */
export function useWizardGroups() {
  return useQuery(groupsQueryOptions);
}
