import { pagedListOptions } from '../../../lib/list-paging';
import { queryKeys } from '../../../lib/query-keys';
import type { Row } from '../types';
import { type SearchParams, withPage } from '../utils/build-proxy-params';
import { fetchSearchPage } from './fetch-search-page';

/** The key of a search page's rows: its view, endpoint and question; pages of it are kept together. */
export const searchRowsQueryKey = (view: string, endpoint: string, params: SearchParams) =>
  queryKeys.proxy.search(view, endpoint, params);

/** The rows of a search page as one infinite query, for the page and for fetching them ahead of it. */
export function searchRowsOptions(view: string, endpoint: string, params: SearchParams) {
  return pagedListOptions<Row>(searchRowsQueryKey(view, endpoint, params), (offset, signal) =>
    fetchSearchPage(view, endpoint, withPage(params, offset), signal),
  );
}
