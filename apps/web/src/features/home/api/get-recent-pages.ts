import type { PageOverview } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Under ['views'] as the Pages screen's list, so whatever refreshes the account's views refreshes it.
export const pagesOverviewQueryOptions = queryOptions({
  queryKey: ['views', 'overview'],
  queryFn: () => api.get<PageOverview[]>('/api/views/overview'),
  staleTime: 0,
});

/** The five pages of the account changed last (GET /api/views/overview: designers and admins). */
export function useRecentPages(enabled: boolean): PageOverview[] {
  const pages = useQuery({ ...pagesOverviewQueryOptions, enabled });
  return [...(pages.data ?? [])].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, 5);
}
