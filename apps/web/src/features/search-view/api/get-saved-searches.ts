import type { SavedSearch } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every saved-search list (each page's and Home's) starts with this key, so one change refreshes all. */
export const savedSearchesKey = ['saved-searches'] as const;

export const savedSearchesPath = (viewUuid: string) =>
  `/api/views/${encodeURIComponent(viewUuid)}/saved-searches`;

/** GET /api/views/{id}/saved-searches: the caller's own, by name. */
export function savedSearchesQueryOptions(viewUuid: string) {
  return queryOptions({
    queryKey: [...savedSearchesKey, viewUuid],
    queryFn: () => api.get<SavedSearch[]>(savedSearchesPath(viewUuid)),
  });
}

export function useSavedSearches(viewUuid: string) {
  return useQuery(savedSearchesQueryOptions(viewUuid));
}
