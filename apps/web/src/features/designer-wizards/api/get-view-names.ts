import type { ViewSummary } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/views: the names the account's views already use, so a new page's name can differ. */
export async function getViewNames(): Promise<string[]> {
  const views = await api.get<ViewSummary[]>('/api/views');
  return views.map((view) => view.name);
}

// The group editor lists the same views under ['views']; this key keeps the two shapes apart.
export const viewNamesQueryOptions = queryOptions({ queryKey: ['views', 'names'], queryFn: getViewNames });

export function useViewNames() {
  return useQuery(viewNamesQueryOptions);
}
