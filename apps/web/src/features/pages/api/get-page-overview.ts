import { useQuery } from '@tanstack/react-query';
import { pageOverviewQueryOptions } from '../../../lib/api/views';

/** GET /api/views/overview: every page with its groups, the pages linking to it and its last change. */
export function usePageOverview() {
  return useQuery(pageOverviewQueryOptions);
}
