import { type DataResponse, timings } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '../utils/paging';

type ProxyReply = { status: number; data?: DataResponse };

/** Thrown when the proxy answered but not with a list page. */
export class NotAListError extends Error {}

/** POST /api/proxy for one page of a search view's list endpoint. */
export async function fetchSearchPage(
  endpoint: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Page> {
  const reply = await api.post<ProxyReply>(
    '/api/proxy',
    { uuid: endpoint, urlVariables: {}, params },
    { signal },
  );
  if (reply?.status !== 200 || !reply.data || !Array.isArray(reply.data.value)) throw new NotAListError();
  return reply.data as Page;
}

/** The proxy client: each page is kept 5 minutes, like the server's cache (DESIGN.md §8). */
export function searchPageQueryOptions(endpoint: string, params: Record<string, unknown>) {
  return queryOptions({
    queryKey: ['proxy', endpoint, params] as const,
    queryFn: ({ signal }) => fetchSearchPage(endpoint, params, signal),
    staleTime: timings.proxyCacheMs,
    gcTime: timings.proxyCacheMs,
  });
}
