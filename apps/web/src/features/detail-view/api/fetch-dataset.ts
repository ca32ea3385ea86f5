import { limits, mainDatasetName, timings, type View } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { callProxy } from '../../../lib/api/proxy';
import { ApiError } from '../../../lib/api-client';
import { type ListPage, pagedListOptions } from '../../../lib/list-paging';
import { queryKeys } from '../../../lib/query-keys';
import type { DatasetLoader } from '../engine/dataset-engine';
import type { Row } from '../engine/read-field';
import { type DatasetRequest, type PageVars, resolveRequest } from '../engine/resolve-request';

/** Two rows tell a lookup everything it needs: none, one, or several. */
const lookupLimit = 2;

/** POST /api/proxy for one dataset request, naming its page and dataset; answers the reply's data. */
export async function callDatasetEndpoint(
  request: DatasetRequest,
  params: Record<string, unknown> | undefined,
  signal?: AbortSignal,
): Promise<unknown> {
  const body = {
    uuid: request.endpoint,
    view: request.view,
    ...(request.dataset ? { dataset: request.dataset } : {}),
    urlVariables: request.urlVariables,
    ...(params ? { params } : {}),
  };
  const reply = await callProxy(body, signal);
  if (reply?.status !== 200)
    throw new ApiError(reply?.status ?? 0, 'upstream', 'The data server did not answer.');
  return reply.data;
}

/** The record of a record dataset, or the first rows of a lookup's exact matches. */
export function fetchDatasetAnswer(request: DatasetRequest, signal?: AbortSignal): Promise<unknown> {
  if (request.kind === 'record') return callDatasetEndpoint(request, undefined, signal);
  return callDatasetEndpoint(request, { filters: request.filters, offset: 0, limit: lookupLimit }, signal);
}

/** One page of a list dataset's exact matches. */
export async function fetchListPage(request: DatasetRequest, offset: number, signal?: AbortSignal) {
  const params = { filters: request.filters, offset, limit: limits.defaultPageSize };
  const data = await callDatasetEndpoint(request, params, signal);
  const page = data as ListPage<Row> | undefined;
  if (!page || !Array.isArray(page.value)) throw new ApiError(200, 'not-a-list', 'The answer is not a list.');
  return page;
}

export const datasetQueryKey = (request: DatasetRequest) => queryKeys.proxy.dataset(request);
export const listQueryKey = (request: DatasetRequest) => queryKeys.proxy.list(request);

/**
 * The engine's loader on the proxy client (DESIGN.md §8): answers are kept 5 minutes and identical
 * requests in flight are shared, so a page opened twice, or twice at once, asks once.
 */
export function createDatasetLoader(queryClient: QueryClient): DatasetLoader {
  return (request, { fresh }) =>
    queryClient.fetchQuery({
      queryKey: datasetQueryKey(request),
      queryFn: ({ signal }) => fetchDatasetAnswer(request, signal),
      staleTime: fresh ? 0 : timings.proxyCacheMs,
      gcTime: timings.proxyCacheMs,
      retry: false,
    });
}

/** The paged query of a list dataset: the one the list panel pages through (`usePagedList`). */
export function listQueryOptions(request: DatasetRequest) {
  return pagedListOptions<Row>(listQueryKey(request), (offset, signal) =>
    fetchListPage(request, offset, signal),
  );
}

/** Asks for a list's first page as soon as its request is known, before any panel renders it. */
export function prefetchFirstPage(queryClient: QueryClient, request: DatasetRequest): void {
  void queryClient.prefetchInfiniteQuery(listQueryOptions(request));
}

/**
 * Asks for the view's main record the moment the view arrives, before the page has rendered:
 * main heads the critical path. The engine's own request for it then joins this one.
 */
export function prefetchMain(queryClient: QueryClient, view: View, vars: PageVars): void {
  if (view.type !== 'detail') return;
  const main = view.metadata.datasets.find((dataset) => dataset.name === mainDatasetName);
  if (main?.datasetType !== 'record') return;
  const inputs = resolveRequest(main, () => undefined, vars, view.uuid);
  if (inputs.kind !== 'ready') return;
  void queryClient.prefetchQuery({
    queryKey: datasetQueryKey(inputs.request),
    queryFn: ({ signal }) => fetchDatasetAnswer(inputs.request, signal),
    staleTime: timings.proxyCacheMs,
    gcTime: timings.proxyCacheMs,
    retry: false,
  });
}
