import type { SavedSearch } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewPath } from '../../../lib/api/views';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const savedSearchesPath = (viewUuid: string) => `${viewPath(viewUuid)}/saved-searches`;

/** GET /api/views/{id}/saved-searches: the caller's own, by name. */
export function savedSearchesQueryOptions(viewUuid: string) {
  return queryOptions({
    queryKey: queryKeys.savedSearches.ofView(viewUuid),
    queryFn: () => api.get<SavedSearch[]>(savedSearchesPath(viewUuid)),
  });
}

export function useSavedSearches(viewUuid: string) {
  return useQuery(savedSearchesQueryOptions(viewUuid));
}
