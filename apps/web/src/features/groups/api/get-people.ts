import { useQuery } from '@tanstack/react-query';
import { usersQueryOptions } from '../../../lib/api/users';

/** GET /api/users, the users admin's call and cache entry: the group editor needs names and e-mails. */
export function usePeople() {
  return useQuery(usersQueryOptions);
}
