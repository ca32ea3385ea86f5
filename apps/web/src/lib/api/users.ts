import type { User, UserSummary } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/users: admins get full users, designers summaries (names and e-mails). */
export function getUsers<Person extends UserSummary>(): Promise<Person[]> {
  // Admins get every field, designers the summary: the caller says which it reads.
  return ok(client.GET('/api/users')) as Promise<Person[]>;
}

/** The people as any designer reads them (the group editor, Home's 'Get started'). */
export const usersQueryOptions = queryOptions({
  queryKey: queryKeys.users.all(),
  queryFn: () => getUsers<UserSummary>(),
});

/** The same call and cache entry, as an admin reads it: every user in full. */
export const fullUsersQueryOptions = queryOptions({
  queryKey: queryKeys.users.all(),
  queryFn: () => getUsers<User>(),
});
