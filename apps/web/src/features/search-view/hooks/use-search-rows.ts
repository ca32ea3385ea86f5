import { messages } from '@portal/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { ApiError, connectionRequiredBy } from '../../../lib/api-client';
import { hideToast, showToast } from '../../../lib/toasts';
import { usePagedList } from '../../../lib/use-paged-list';
import { fetchSearchPage } from '../api/fetch-search-page';
import { searchRowsQueryKey } from '../api/search-rows-options';
import type { Row } from '../types';
import { type SearchParams, withPage } from '../utils/build-proxy-params';

/** What the server said of a failed load, if anything. */
const reasonOf = (error: unknown) => (error instanceof ApiError && error.serverMessage) || null;

/** Failures that pass with time (the data server down or slow): no reason to pick another data source. */
const passingCodes = new Set(['network', 'upstream_unreachable', 'upstream_timeout', 'rate_limited']);
const isPassing = (error: unknown) => error instanceof ApiError && passingCodes.has(error.code);

/** SPEC.md §8: 'Error loading data ' followed by the server's answer, or the generic 'Error loading data.'. */
function describeLoadError(error: unknown): string {
  const reason = reasonOf(error);
  return reason ? `${messages.searchErrorLoadingDataPrefix}${reason}` : messages.searchErrorLoadingData;
}

/**
 * The rows of a search page. A change of endpoint or params starts a new query at offset 0; `loadMore`
 * asks for the next page while more rows exist; answers to superseded queries are dropped.
 */
export function useSearchRows(view: string, endpoint: string, params: SearchParams) {
  const fetchPage = useCallback(
    (offset: number, signal: AbortSignal) =>
      fetchSearchPage(view, endpoint, withPage(params, offset), signal),
    [view, endpoint, params],
  );
  const list = usePagedList<Row>(searchRowsQueryKey(view, endpoint, params), fetchPage);
  const error = useMemo(() => (list.error ? describeLoadError(list.error) : null), [list.error]);
  const reason = list.error ? reasonOf(list.error) : null;
  // The data server answers each person with their own account and this one must connect first
  // (DESIGN.md §6d): the page offers that in place of the rows, no error.
  const connectTo = connectionRequiredBy(list.error);

  // The lead and the server's answer as two lines of the toast, so the two sentences do not run together.
  // Once the rows load (Try again), the toast saying they could not is taken back.
  useEffect(() => {
    if (!error || connectTo) return;
    const id = reason
      ? showToast(reason, 'error', { title: messages.searchErrorLoadingDataPrefix.trim() })
      : showToast(error, 'error');
    return () => hideToast(id);
  }, [error, reason, connectTo]);

  return { ...list, error, reason, connectTo, passing: list.error ? isPassing(list.error) : false };
}
