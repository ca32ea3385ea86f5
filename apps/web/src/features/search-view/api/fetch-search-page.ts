import type { DataResponse } from '@portal/contracts';
import { callProxy } from '../../../lib/api/proxy';
import type { ListPage } from '../../../lib/list-paging';
import type { Row } from '../types';

/** Thrown when the proxy answered but not with a list page. */
export class NotAListError extends Error {}

/**
 * The body of POST /api/proxy for one page of a search view's list endpoint. It names the view, so
 * the server can tell that the call is one this page makes (DESIGN.md §6c).
 */
export const searchPageRequest = (view: string, endpoint: string, params: Record<string, unknown>) => ({
  uuid: endpoint,
  view,
  urlVariables: {},
  params,
});

/** POST /api/proxy for one page of a search view's list endpoint. */
export async function fetchSearchPage(
  view: string,
  endpoint: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ListPage<Row>> {
  const reply = await callProxy<DataResponse>(searchPageRequest(view, endpoint, params), signal);
  if (reply?.status !== 200 || !reply.data || !Array.isArray(reply.data.value)) throw new NotAListError();
  return reply.data as ListPage<Row>;
}
