import { messages } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { searchPageQueryOptions } from '../api/fetch-search-page';
import { type SearchParams, withPage } from '../utils/build-proxy-params';
import { initialPaging, pagingReducer } from '../utils/paging';

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
export function useSearchRows(endpoint: string, params: SearchParams) {
  const queryClient = useQueryClient();
  const key = useMemo(() => JSON.stringify([endpoint, params]), [endpoint, params]);
  const [state, dispatch] = useReducer(pagingReducer, key, initialPaging);
  const latest = useRef({ key, params, state });
  latest.current = { key, params, state };
  const inFlight = useRef<string | null>(null);

  const load = useCallback(
    (forKey: string, forParams: SearchParams, offset: number) => {
      const request = `${offset}@${forKey}`;
      if (inFlight.current === request) return;
      inFlight.current = request;
      dispatch({ type: 'request', key: forKey });
      queryClient
        .fetchQuery(searchPageQueryOptions(endpoint, withPage(forParams, offset)))
        .then((page) => dispatch({ type: 'page', key: forKey, offset, page }))
        .catch((error: unknown) =>
          dispatch({ type: 'failure', key: forKey, message: describeLoadError(error) }),
        )
        .finally(() => {
          if (inFlight.current === request) inFlight.current = null;
        });
    },
    [queryClient, endpoint],
  );

  useEffect(() => {
    dispatch({ type: 'start', key });
    load(key, latest.current.params, 0);
  }, [key, load]);

  useEffect(() => {
    if (state.error) showToast(state.error, 'error');
  }, [state.error]);

  const loadMore = useCallback(() => {
    const { key: currentKey, params: currentParams, state: current } = latest.current;
    if (current.key !== currentKey || current.loading || !current.hasMore || current.error) return;
    load(currentKey, currentParams, current.nextOffset);
  }, [load]);

  const retry = useCallback(() => {
    const { key: currentKey, params: currentParams } = latest.current;
    dispatch({ type: 'start', key: currentKey });
    load(currentKey, currentParams, 0);
  }, [load]);

  return { ...state, loadMore, retry };
}
