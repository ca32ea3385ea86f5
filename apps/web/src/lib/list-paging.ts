import { limits, timings } from '@portal/contracts';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** The part of a list answer paging reads (SPEC.md §3 Data response). */
export type ListPage<Row = Record<string, unknown>> = {
  value: Row[];
  offset: number;
  limit?: number | null;
  totalResults?: number | null;
  hasMore?: boolean;
};

/** SPEC.md §4: the next offset is the answer's offset plus its limit, or plus 50 when it gives none. */
export function nextOffsetOf(page: ListPage<unknown>): number {
  const limit = page.limit && page.limit > 0 ? page.limit : limits.defaultPageSize;
  return (page.offset ?? 0) + limit;
}

/** More rows exist when the answer says so or its total lies beyond this page; an empty page ends paging. */
export function hasMoreAfter(page: ListPage<unknown>): boolean {
  if (page.value.length === 0) return false;
  if (page.hasMore) return true;
  return typeof page.totalResults === 'number' && nextOffsetOf(page) < page.totalResults;
}

/** Asks for the page at `offset`; `signal` aborts it when nobody waits for it any more. */
export type FetchListPage<Row> = (offset: number, signal: AbortSignal) => Promise<ListPage<Row>>;

/**
 * One paged list as a TanStack infinite query: the key names the question (endpoint, filters, sort…),
 * so a new question starts at offset 0 and the answers to an older one land in the older key's
 * entry, never in the rows shown. Pages are kept 5 minutes, like the server's proxy cache.
 */
export function pagedListOptions<Row>(queryKey: QueryKey, fetchPage: FetchListPage<Row>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: ListPage<Row>) =>
      hasMoreAfter(lastPage) ? nextOffsetOf(lastPage) : undefined,
    staleTime: timings.proxyCacheMs,
    gcTime: timings.proxyCacheMs,
    // Pages only grow at the end; comparing every loaded row again on each page is wasted work.
    structuralSharing: false,
  });
}

/** The rows of every loaded page, in order, and the total of the newest answer (null when unknown). */
export function readPages<Row>(pages: readonly ListPage<Row>[] | undefined) {
  if (!pages || pages.length === 0) return { rows: [] as Row[], total: null };
  const last = pages[pages.length - 1];
  return {
    rows: pages.length === 1 ? pages[0].value : pages.flatMap((page) => page.value),
    total: typeof last.totalResults === 'number' ? last.totalResults : null,
  };
}
