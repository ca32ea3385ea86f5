import { limits, mainDatasetName, timings, type View } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { callProxy, type ProxyAnswer } from '../../../lib/api/proxy';
import { ApiError, connectionRequiredBy } from '../../../lib/api-client';
import { type ListPage, pagedListOptions } from '../../../lib/list-paging';
import { queryKeys } from '../../../lib/query-keys';
import type { DatasetLoader } from '../engine/dataset-engine';
import type { Row } from '../engine/read-field';
import { type DatasetRequest, type PageVars, resolveRequest } from '../engine/resolve-request';

/** Two rows tell a lookup everything it needs: none, one, or several. */
const lookupLimit = 2;

/** The body of POST /api/proxy for one dataset request, naming its page and dataset (DESIGN.md §6c). */
export function datasetCallBody(request: DatasetRequest, params: Record<string, unknown> | undefined) {
  return {
    uuid: request.endpoint,
    view: request.view,
    ...(request.dataset ? { dataset: request.dataset } : {}),
    urlVariables: request.urlVariables,
    ...(params ? { params } : {}),
  };
}

/** A record asks no query; a lookup the first rows of its exact matches. */
export const datasetAnswerParams = (request: DatasetRequest) =>
  request.kind === 'record' ? undefined : { filters: request.filters, offset: 0, limit: lookupLimit };

/** A list's page of exact matches. */
export const listPageParams = (request: DatasetRequest, offset: number) => ({
  filters: request.filters,
  offset,
  limit: limits.defaultPageSize,
});

/** The reply's data, when the upstream answered; the dataset's failure otherwise. */
export function readDatasetReply(reply: ProxyAnswer | undefined): unknown {
  if (reply?.status !== 200)
    throw new ApiError(reply?.status ?? 0, 'upstream', 'The data server did not answer.');
  return reply.data;
}

/** A list page out of a reply's data; a failure when it is not one. */
export function readListPage(data: unknown): ListPage<Row> {
  const page = data as ListPage<Row> | undefined;
  if (!page || !Array.isArray(page.value)) throw new ApiError(200, 'not-a-list', 'The answer is not a list.');
  return page;
}

/** POST /api/proxy for one dataset request; answers the reply's data. */
export async function callDatasetEndpoint(
  request: DatasetRequest,
  params: Record<string, unknown> | undefined,
  signal?: AbortSignal,
): Promise<unknown> {
  return readDatasetReply(await callProxy(datasetCallBody(request, params), signal));
}

/** The record of a record dataset, or the first rows of a lookup's exact matches. */
export function fetchDatasetAnswer(request: DatasetRequest, signal?: AbortSignal): Promise<unknown> {
  return callDatasetEndpoint(request, datasetAnswerParams(request), signal);
}

/** One page of a list dataset's exact matches. */
export async function fetchListPage(request: DatasetRequest, offset: number, signal?: AbortSignal) {
  return readListPage(await callDatasetEndpoint(request, listPageParams(request, offset), signal));
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

/**
 * The answer already kept for a request (the page's HTML came with it, app/first-screen): its data, or
 * the refusal to connect first that it met, read at once so the page's first render shows it.
 */
export function cachedDatasetAnswer(queryClient: QueryClient, request: DatasetRequest) {
  const state = queryClient.getQueryState(datasetQueryKey(request));
  if (!state) return undefined;
  if (state.status === 'error' && connectionRequiredBy(state.error)) return { error: state.error };
  const fresh = Date.now() - state.dataUpdatedAt < timings.proxyCacheMs;
  return state.status === 'success' && fresh ? { data: state.data } : undefined;
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
