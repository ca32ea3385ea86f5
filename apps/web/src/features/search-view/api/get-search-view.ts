import type { View } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const viewQueryKey = (uuid: string) => ['views', uuid] as const;

export const viewPath = (uuid: string) => `/api/views/${encodeURIComponent(uuid)}`;

/** GET /api/views/{id}. */
export function getView(uuid: string): Promise<View> {
  return api.get<View>(viewPath(uuid));
}

export function viewQueryOptions(uuid: string) {
  // A designer may have saved since; every visit reads the view again.
  return queryOptions({
    queryKey: viewQueryKey(uuid),
    queryFn: () => getView(uuid),
    staleTime: 0,
    retry: false,
  });
}

export function useView(uuid: string) {
  return useQuery(viewQueryOptions(uuid));
}
