import type { View } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rereadViewOnMount } from '../../../lib/view-freshness';

export const viewQueryKey = (uuid: string) => ['views', uuid] as const;

export const viewPath = (uuid: string) => `/api/views/${encodeURIComponent(uuid)}`;

/** GET /api/views/{id}. */
export function getView(uuid: string): Promise<View> {
  return api.get<View>(viewPath(uuid));
}

export function viewQueryOptions(uuid: string) {
  // A designer may have saved since; every visit reads the view again (once: lib/view-freshness).
  return queryOptions({
    queryKey: viewQueryKey(uuid),
    queryFn: () => getView(uuid),
    staleTime: 0,
    refetchOnMount: rereadViewOnMount,
    retry: false,
  });
}

export function useView(uuid: string) {
  return useQuery(viewQueryOptions(uuid));
}
