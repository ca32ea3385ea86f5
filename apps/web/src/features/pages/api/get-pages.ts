import type { PageOverview } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Under ['views'], so that whatever refreshes the account's views refreshes this list too.
export const pagesQueryKey = ['views', 'overview'] as const;

/** GET /api/views/overview: every page with its groups, the pages linking to it and its last change. */
export function getPages(): Promise<PageOverview[]> {
  return api.get<PageOverview[]>('/api/views/overview');
}

export const pagesQueryOptions = queryOptions({ queryKey: pagesQueryKey, queryFn: getPages });

export function usePages() {
  return useQuery(pagesQueryOptions);
}
