import { queryKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';
import { fetchListPage, listQueryKey } from '../api/fetch-dataset';
import type { DatasetState } from '../engine/dataset-state';
import type { Row } from '../engine/read-field';

const noList = queryKeys.proxy.list(null);

/**
 * The rows of a list dataset, paged through the app's one paging hook once the engine knows the
 * list's request (its first page is usually on its way already). Every part of the page asking for
 * the same list shares its pages.
 */
export function useListRows(state: DatasetState | undefined) {
  const request = state?.status === 'ready' ? state.request : null;
  const list = usePagedList<Row>(
    request ? listQueryKey(request) : noList,
    (offset, signal) => {
      if (!request) throw new Error('A list is paged only once its request is known.');
      return fetchListPage(request, offset, signal);
    },
    { enabled: request !== null },
  );
  return { ...list, waiting: !state || state.status === 'waiting' || state.status === 'loading' };
}
