import type { ViewSummary } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const viewsQueryKey = ['views'] as const;

/** GET /api/views: every view of the account, for putting views in groups. */
export function getViews(): Promise<ViewSummary[]> {
  return api.get<ViewSummary[]>('/api/views');
}

export const viewsQueryOptions = queryOptions({ queryKey: viewsQueryKey, queryFn: getViews });

export function useViews() {
  return useQuery(viewsQueryOptions);
}
