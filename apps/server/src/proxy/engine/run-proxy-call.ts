import { AppError } from '../../errors.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import type { UpstreamAuth } from '../upstream-auth/send-authorized.ts';
import { type PreparedRequest, prepareUpstreamRequest } from './prepare-upstream-request.ts';
import type { PreparedCalls } from './prepared-calls.ts';
import type { ProxyObserver } from './proxy-observer.ts';
import type { EndpointTestResult, ProxyCallInput, ProxyCallResult } from './proxy-types.ts';
import { readUpstreamAnswer } from './read-upstream-answer.ts';

export type EngineParts = {
  auth: UpstreamAuth;
  cache: ResponseCache;
  calls: PreparedCalls;
  observer: ProxyObserver;
};

/** Sends through upstream auth, telling the observer how long the exchange took and how it failed. */
async function sendObserved(parts: EngineParts, input: ProxyCallInput, prepared: PreparedRequest) {
  const started = performance.now();
  try {
    return await parts.auth.send(input.server, prepared.request);
  } catch (error) {
    parts.observer.upstreamError?.(error instanceof AppError ? error.code : 'internal');
    throw error;
  } finally {
    parts.observer.upstreamCall?.(input.server.id, (performance.now() - started) / 1000);
  }
}

async function loadPayload(parts: EngineParts, input: ProxyCallInput, prepared: PreparedRequest) {
  const response = await sendObserved(parts, input, prepared);
  let answer: ReturnType<typeof readUpstreamAnswer>;
  try {
    answer = readUpstreamAnswer(input.server, response);
  } catch (error) {
    parts.observer.upstreamError?.(error instanceof AppError ? error.code : 'internal');
    throw error;
  }
  const { response: kind, rowsPath } = input.endpoint.settings;
  const data = prepared.query
    ? prepared.adapter.normalizeList(answer, prepared.query, { rowsPath })
    : kind === 'record'
      ? prepared.adapter.normalizeRecord(answer)
      : answer.body;
  return Buffer.from(JSON.stringify({ status: 200, data }));
}

/**
 * One proxy call: build the final upstream request, then serve it from the cache or make it
 * (guard → auth → upstream → adapter). The caller has already authorized the user for the
 * endpoint, also for answers that come from the cache.
 */
export async function runProxyCall(parts: EngineParts, input: ProxyCallInput): Promise<ProxyCallResult> {
  const { prepared, key } = parts.calls.prepare(input);
  const payload = await parts.cache.getOrLoad(key, () => loadPayload(parts, input, prepared));
  return { status: 200, payload };
}

/** The endpoint tester: the same request, guard and auth, the raw answer, never cached. */
export async function runEndpointTest(
  parts: EngineParts,
  input: ProxyCallInput,
): Promise<EndpointTestResult> {
  const prepared = prepareUpstreamRequest(input);
  const started = performance.now();
  const response = await sendObserved(parts, input, prepared);
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
  };
}
