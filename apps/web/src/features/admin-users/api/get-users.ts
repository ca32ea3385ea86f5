import type { User } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const usersQueryKey = ['users'] as const;

/** GET /api/users: an admin gets every user of the account in full. */
export function getUsers(): Promise<User[]> {
  return api.get<User[]>('/api/users');
}

export const usersQueryOptions = queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions);
}
