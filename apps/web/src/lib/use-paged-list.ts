import { type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { connectionRequiredBy } from './api-client';
import { type FetchListPage, pagedListOptions, readPages } from './list-paging';

export type PagedList<Row> = {
  rows: Row[];
  /** The upstream's count of every matching row; null while unknown or when it cannot count. */
  total: number | null;
  hasMore: boolean;
  /** A page is being fetched (the first or a further one). */
  loading: boolean;
  /** The newest failure; paging stops until `retry`. */
  error: unknown;
  /** Asks for the next page, unless one is in flight, none is left or the last one failed. */
  loadMore: () => void;
  /** Starts the list again at offset 0. */
  retry: () => void;
};

/**
 * The one paging hook of the web app (search pages and list panels): offset paging on a TanStack
 * infinite query. `enabled: false` holds the list back while its inputs are not known yet.
 */
export function usePagedList<Row>(
  queryKey: QueryKey,
  fetchPage: FetchListPage<Row>,
  options: { enabled?: boolean } = {},
): PagedList<Row> {
  const queryClient = useQueryClient();
  // The key says what is asked; the latest fetch function answers it.
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  // A list refused because the person must connect to its data server first is not asked again as
  // it shows (it shows 'Connect to {server}'): connecting brings the person back to the page anew.
  const mustConnect = Boolean(connectionRequiredBy(queryClient.getQueryState(queryKey)?.error));
  const query = useInfiniteQuery({
    ...pagedListOptions<Row>(queryKey, (offset, signal) => fetcher.current(offset, signal)),
    enabled: options.enabled ?? true,
    retryOnMount: !mustConnect,
  });
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = query;
  const { rows, total } = useMemo(() => readPages(data?.pages), [data?.pages]);

  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetching || isError) return;
    void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetching, isError, fetchNextPage]);

  const keyText = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for queryKey
  const retry = useCallback(() => {
    void queryClient.resetQueries({ queryKey, exact: true });
  }, [queryClient, keyText]);

  return {
    rows,
    total,
    hasMore: Boolean(hasNextPage) && !isError,
    loading: isFetching || (query.isPending && options.enabled !== false),
    error: query.error,
    loadMore,
    retry,
  };
}
