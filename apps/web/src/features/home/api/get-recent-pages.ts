import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageOverviewQueryOptions as overview } from '../../../lib/api/views';

// The Pages screen's list, under the views' key: whatever refreshes the account's views refreshes it.
export const pageOverviewQueryOptions = queryOptions({ ...overview, staleTime: 0 });

/** The five pages of the account changed last (GET /api/views/overview: designers and admins). */
export function useRecentPages(enabled: boolean) {
  const pages = useQuery({ ...pageOverviewQueryOptions, enabled });
  return [...(pages.data ?? [])].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, 5);
}
