import { useQuery } from '@tanstack/react-query';
import { groupsQueryOptions } from '../../../lib/api/groups';

export function useGroups() {
  return useQuery(groupsQueryOptions);
}
