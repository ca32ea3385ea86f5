import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/views/{id}/saved-searches: the caller's own, by name. */
export function savedSearchesQueryOptions(viewUuid: string) {
  return queryOptions({
    queryKey: queryKeys.savedSearches.ofView(viewUuid),
    queryFn: () => ok(client.GET('/api/views/{id}/saved-searches', { params: { path: { id: viewUuid } } })),
  });
}

export function useSavedSearches(viewUuid: string) {
  return useQuery(savedSearchesQueryOptions(viewUuid));
}
