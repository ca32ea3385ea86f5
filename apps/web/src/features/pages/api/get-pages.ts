import { useQuery } from '@tanstack/react-query';
import { pagesOverviewQueryOptions } from '../../../lib/api/views';

/** GET /api/views/overview: every page with its groups, the pages linking to it and its last change. */
export function usePages() {
  return useQuery(pagesOverviewQueryOptions);
}
