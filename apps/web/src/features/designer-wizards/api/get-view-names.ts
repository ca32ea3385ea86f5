import { queryOptions, useQuery } from '@tanstack/react-query';
import { getViews } from '../../../lib/api/views';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/views: the names the account's views already use, so a new page's name can differ. */
export async function getViewNames(): Promise<string[]> {
  const views = await getViews();
  return views.map((view) => view.name);
}

// The group editor lists the same views in full; a key of its own keeps the two shapes apart.
export const viewNamesQueryOptions = queryOptions({
  queryKey: queryKeys.views.names(),
  queryFn: getViewNames,
});

export function useViewNames() {
  return useQuery(viewNamesQueryOptions);
}
