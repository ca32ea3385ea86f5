import { useQuery } from '@tanstack/react-query';
import { fullUsersQueryOptions } from '../../../lib/api/users';

/** GET /api/users: an admin gets every user of the account in full. */
export function useUsers() {
  return useQuery(fullUsersQueryOptions);
}
