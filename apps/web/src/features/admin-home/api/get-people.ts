import { useQuery } from '@tanstack/react-query';
import { fullUsersQueryOptions } from '../../../lib/api/users';

/** GET /api/users: the people the audit log can be filtered by. */
export function usePeople() {
  return useQuery(fullUsersQueryOptions);
}
