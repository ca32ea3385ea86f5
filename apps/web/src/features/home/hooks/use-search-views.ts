import type { MyViewEntry, ViewSummary } from '@portal/contracts';
import { useMyViews } from '../api/get-my-views';

/** The search views among my views whose name contains the keyword, ignoring case (SPEC.md Home). */
export function filterSearchViews(entries: readonly MyViewEntry[], keyword: string): ViewSummary[] {
  const wanted = keyword.trim().toLowerCase();
  return entries
    .map((entry) => entry.beView)
    .filter((view) => view.type === 'search' && view.name.toLowerCase().includes(wanted));
}

export function useSearchViews(keyword: string) {
  const query = useMyViews();
  const all = query.data ? filterSearchViews(query.data, '') : [];
  return {
    isPending: query.isPending,
    error: query.error,
    hasAny: all.length > 0,
    views: query.data ? filterSearchViews(query.data, keyword) : [],
  };
}
