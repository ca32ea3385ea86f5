import type { UserSummary } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The same call as the users admin's list, so both screens share one cache entry.
export const peopleQueryKey = ['users'] as const;

/** GET /api/users: designers get summaries, admins full users; the group editor needs names and e-mails. */
export function getPeople(): Promise<UserSummary[]> {
  return api.get<UserSummary[]>('/api/users');
}

export const peopleQueryOptions = queryOptions({ queryKey: peopleQueryKey, queryFn: getPeople });

export function usePeople() {
  return useQuery(peopleQueryOptions);
}
