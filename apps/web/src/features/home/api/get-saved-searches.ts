import type { SavedSearchEntry } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/saved-searches: the caller's saved searches with their views (the search page shares the key's start). */
export const allSavedSearchesQueryOptions = queryOptions({
  queryKey: queryKeys.savedSearches.everyView(),
  queryFn: () => ok(client.GET('/api/saved-searches')),
  staleTime: 0,
});

/** The caller's saved searches, grouped by view uuid. */
export function useSavedSearchesByView() {
  const query = useQuery(allSavedSearchesQueryOptions);
  const byView = new Map<string, SavedSearchEntry[]>();
  for (const entry of query.data ?? [])
    byView.set(entry.view.uuid, [...(byView.get(entry.view.uuid) ?? []), entry]);
  return byView;
}
