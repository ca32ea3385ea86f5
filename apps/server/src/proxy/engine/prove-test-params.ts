import { normalizedQueryKeys } from '@portal/contracts';
import type { OutboundRequest, OutboundResponse } from '../outbound/outbound-client.ts';
import { type PreparedRequest, prepareUpstreamRequest } from './prepare-upstream-request.ts';
import type { ProxyCallInput } from './proxy-types.ts';
import { readUpstreamAnswer } from './read-upstream-answer.ts';

/** At most this many params are proved per test: each costs one more upstream call. */
export const maxProvedParams = 5;

const queryKeys: ReadonlySet<string> = new Set(normalizedQueryKeys);

/**
 * The params an admin gave the tester that may be filters: declared, without a fixed value, given a
 * value. Where the API's document is known (the openapi preset) the declaration says it already.
 */
function provable(input: ProxyCallInput): string[] {
  if (input.server.rest?.preset === 'openapi') return [];
  const given = input.call.params ?? {};
  return input.endpoint.settings.params
    .filter((entry) => !entry.value && !queryKeys.has(entry.name))
    .map((entry) => entry.name)
    .filter((name) => given[name] !== undefined && given[name] !== null && String(given[name]).trim() !== '')
    .slice(0, maxProvedParams);
}

/**
 * The tester proves a filter where no document says the API reads it (DESIGN.md §7d): it asks again
 * without each param the admin gave, and names those whose absence left the answer byte for byte the
 * same. An API that ignores a parameter it does not know answers every row, which reads as a wrong
 * answer on a page rather than an error.
 */
export async function proveTestParams(
  input: ProxyCallInput,
  first: OutboundResponse,
  send: (request: OutboundRequest) => Promise<OutboundResponse>,
): Promise<string[]> {
  if (first.status < 200 || first.status > 299) return [];
  const unchanged: string[] = [];
  for (const name of provable(input)) {
    const { [name]: _left, ...params } = input.call.params ?? {};
    const prepared = prepareUpstreamRequest({ ...input, call: { ...input.call, params } });
    const without = await send(prepared.request);
    if (without.status !== first.status) continue;
    if (sameAnswer(input, prepared, first, without)) unchanged.push(name);
  }
  return unchanged;
}

/**
 * Whether two answers say the same: for a list, the same rows and total as the adapter reads them
 * (a next-page link echoes the query, so the bytes differ even when the rows do not); else the bytes.
 */
function sameAnswer(
  input: ProxyCallInput,
  prepared: PreparedRequest,
  a: OutboundResponse,
  b: OutboundResponse,
) {
  if (a.body.equals(b.body)) return true;
  const { query, adapter } = prepared;
  if (!query) return false;
  try {
    const options = { rowsPath: input.endpoint.settings.rowsPath };
    const read = (response: OutboundResponse) => {
      const page = adapter.normalizeList(readUpstreamAnswer(input.server, response), query, options);
      return JSON.stringify([page.value, page.totalResults]);
    };
    return read(a) === read(b);
  } catch {
    return false;
  }
}
