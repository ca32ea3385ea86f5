import type { MyViewEntry } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/myviews: the views of the caller's groups. */
export function getMyViews(): Promise<MyViewEntry[]> {
  return ok(client.GET('/api/myviews'));
}

export const myViewsQueryOptions = queryOptions({
  queryKey: queryKeys.myViews.all(),
  queryFn: getMyViews,
  // Group membership changes elsewhere; every visit of Home asks again (showing the last list meanwhile).
  staleTime: 0,
});

export function useMyViews() {
  return useQuery(myViewsQueryOptions);
}
