import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function activateAccount(accountUuid: string): Promise<unknown> {
  return apiRequest('POST', '/api/activateaccount', { body: { accountUuid }, redirectOnUnauthorized: false });
}

// A query rather than a mutation: the link is single use, and a query runs once per uuid even when
// the screen mounts twice.
export const activateAccountQueryOptions = (accountUuid: string) =>
  queryOptions({
    queryKey: queryKeys.links.activation(accountUuid),
    queryFn: async () => {
      await activateAccount(accountUuid);
      return true;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useActivateAccount(accountUuid: string) {
  return useQuery(activateAccountQueryOptions(accountUuid));
}
