import { type DataResponse, messages, type NormalizedQuery } from '@portal/contracts';
import { AppError, badRequest } from '../../errors.ts';
import type { CursorPaging, NextPage, UpstreamAnswer } from '../adapters/adapter-types.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import { appendQuery } from '../outbound/build-upstream-url.ts';
import type { OutboundRequest } from '../outbound/outbound-client.ts';
import type { UpstreamAuth } from '../upstream-auth/send-authorized.ts';
import type { CursorPages } from './cursor-pages.ts';
import { nextPageUrl } from './next-page-url.ts';
import { type PreparedRequest, prepareUpstreamRequest } from './prepare-upstream-request.ts';
import type { PreparedCalls } from './prepared-calls.ts';
import { proveTestParams } from './prove-test-params.ts';
import type { ProxyObserver } from './proxy-observer.ts';
import type { EndpointTestResult, ProxyCallInput, ProxyCallResult } from './proxy-types.ts';
import { readUpstreamAnswer } from './read-upstream-answer.ts';
import { understandAnswer } from './understand-answer.ts';

export type EngineParts = {
  auth: UpstreamAuth;
  cache: ResponseCache;
  calls: PreparedCalls;
  cursors: CursorPages;
  observer: ProxyObserver;
};

/** How many pages back a cursor-paged call looks for a remembered cursor before it refuses. */
const maxCursorWalk = 10;

/** Sends through upstream auth, telling the observer how long the exchange took and how it failed. */
async function sendObserved(parts: EngineParts, input: ProxyCallInput, request: OutboundRequest) {
  const started = performance.now();
  try {
    return await parts.auth.send(input.server, request, input.person);
  } catch (error) {
    parts.observer.upstreamError?.(error instanceof AppError ? error.code : 'internal');
    throw error;
  } finally {
    parts.observer.upstreamCall?.(input.server.id, (performance.now() - started) / 1000);
  }
}

async function fetchAnswer(parts: EngineParts, input: ProxyCallInput, request: OutboundRequest) {
  const response = await sendObserved(parts, input, request);
  try {
    return readUpstreamAnswer(input.server, response);
  } catch (error) {
    parts.observer.upstreamError?.(error instanceof AppError ? error.code : 'internal');
    throw error;
  }
}

/**
 * The request for the page a cursor leads to: a token goes in the cursor parameter; a URL (a Link
 * header's or a body's next page) is followed only within the server's own origin and base path
 * (next-page-url.ts), and like every request it still passes the outbound guard.
 */
function requestAfter(input: ProxyCallInput, request: OutboundRequest, param: string, next: NextPage) {
  if ('token' in next)
    return { ...request, url: appendQuery(new URL(request.url.href), [[param, next.token]]) };
  return { ...request, url: nextPageUrl(next.url, request.url, input.server.url) };
}

type CursorCall = {
  input: ProxyCallInput;
  prepared: PreparedRequest;
  query: NormalizedQuery;
  cursor: CursorPaging;
};

/** Reads one cursor-paged page and remembers the cursor of the page after it. */
async function readCursorPage(parts: EngineParts, call: CursorCall, offset: number, next?: NextPage) {
  const { input, prepared, cursor } = call;
  const request = next ? requestAfter(input, prepared.request, cursor.param, next) : prepared.request;
  const answer: UpstreamAnswer = await fetchAnswer(parts, input, request);
  const data = prepared.adapter.normalizeList(
    answer,
    { ...call.query, offset },
    {
      rowsPath: input.endpoint.settings.rowsPath,
    },
  );
  const following = cursor.readNext(answer);
  if (following) await parts.cursors.remember(input, prepared, offset + data.value.length, following);
  return { data, following };
}

/**
 * The cursor of a page whose cursor is not remembered (it lapsed, or the page was opened out of
 * order): walk forward from the nearest page within reach whose cursor is known, or refuse.
 */
async function walkToCursor(parts: EngineParts, call: CursorCall): Promise<NextPage> {
  const { offset, limit } = call.query;
  for (let back = 1; back <= maxCursorWalk && offset - back * limit >= 0; back += 1) {
    let position = offset - back * limit;
    let next = position === 0 ? undefined : await parts.cursors.find(call.input, call.prepared, position);
    if (position > 0 && !next) continue;
    while (position < offset) {
      // Each page of the walk is an upstream request beyond the one the call was counted as.
      await call.input.countExtraRequest?.();
      const page = await readCursorPage(parts, call, position, next);
      if (!page.following || page.data.value.length === 0) break;
      position += page.data.value.length;
      next = page.following;
    }
    if (position === offset && next) return next;
    break;
  }
  throw badRequest(messages.restCursorOutOfOrder);
}

async function loadCursorPage(parts: EngineParts, call: CursorCall): Promise<DataResponse> {
  const { offset } = call.query;
  let next: NextPage | undefined;
  if (offset > 0)
    next = (await parts.cursors.find(call.input, call.prepared, offset)) ?? (await walkToCursor(parts, call));
  return (await readCursorPage(parts, call, offset, next)).data;
}

async function loadPayload(parts: EngineParts, input: ProxyCallInput, prepared: PreparedRequest) {
  const { adapter, query } = prepared;
  const { response: kind, rowsPath } = input.endpoint.settings;
  let data: unknown;
  if (query && adapter.cursor) {
    data = await loadCursorPage(parts, { input, prepared, query, cursor: adapter.cursor });
  } else {
    const answer = await fetchAnswer(parts, input, prepared.request);
    data = query
      ? adapter.normalizeList(answer, query, { rowsPath })
      : kind === 'record'
        ? adapter.normalizeRecord(answer)
        : answer.body;
  }
  return Buffer.from(JSON.stringify({ status: 200, data }));
}

/**
 * One proxy call: build the final upstream request, then serve it from the cache or make it
 * (guard → auth → upstream → adapter). The caller has already authorized the user for the
 * endpoint, also for answers that come from the cache.
 */
export async function runProxyCall(parts: EngineParts, input: ProxyCallInput): Promise<ProxyCallResult> {
  const { prepared, key } = parts.calls.prepare(input);
  const { cacheSeconds } = input.endpoint.settings;
  const ttlMs = cacheSeconds === undefined ? undefined : cacheSeconds * 1000;
  const payload = await parts.cache.getOrLoad(key, () => loadPayload(parts, input, prepared), ttlMs);
  return { status: 200, payload };
}

/** The endpoint tester: the same request, guard and auth, the raw answer, never cached. */
export async function runEndpointTest(
  parts: EngineParts,
  input: ProxyCallInput,
  signal?: AbortSignal,
): Promise<EndpointTestResult> {
  const prepared = prepareUpstreamRequest(input);
  const started = performance.now();
  const response = await sendObserved(parts, input, { ...prepared.request, signal });
  const durationMs = Math.round(performance.now() - started);
  const type = response.headers['content-type'];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    status: response.status,
    contentType: typeof type === 'string' ? type : null,
    body: response.body.toString('utf8'),
    headers,
    durationMs,
    understood: understandAnswer(input, prepared, response),
    unchangedWithout: await proveTestParams(input, response, (request) =>
      sendObserved(parts, input, { ...request, signal }),
    ),
  };
}
