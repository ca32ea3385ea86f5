import type { View } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rereadViewOnMount } from '../../../lib/view-freshness';

export const viewQueryKey = (uuid: string) => ['views', uuid] as const;

/** GET /api/views/{id}: a detail page reads its view, a navigation reads its destination's. */
export function viewQueryOptions(uuid: string) {
  // A designer may have saved since; every visit reads the view again (once: lib/view-freshness).
  return queryOptions({
    queryKey: viewQueryKey(uuid),
    queryFn: () => api.get<View>(`/api/views/${encodeURIComponent(uuid)}`),
    staleTime: 0,
    refetchOnMount: rereadViewOnMount,
    retry: false,
  });
}
