import { messages } from '@portal/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { usePagedList } from '../../../lib/use-paged-list';
import { fetchSearchPage } from '../api/fetch-search-page';
import { searchRowsQueryKey } from '../api/search-rows-options';
import type { Row } from '../types';
import { type SearchParams, withPage } from '../utils/build-proxy-params';

/** SPEC.md §8: 'Error loading data ' followed by the server's answer, or the generic 'Error loading data.'. */
function describeLoadError(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage)
    return `${messages.searchErrorLoadingDataPrefix}${error.serverMessage}`;
  return messages.searchErrorLoadingData;
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

  useEffect(() => {
    if (error) showToast(error, 'error');
  }, [error]);

  return { ...list, error };
}
