import type { EndpointTestUnderstanding } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import type { OutboundResponse } from '../outbound/outbound-client.ts';
import type { PreparedRequest } from './prepare-upstream-request.ts';
import type { ProxyCallInput } from './proxy-types.ts';
import { readUpstreamAnswer } from './read-upstream-answer.ts';

/** How many rows the tester is sent for judging field types. */
const sampleSize = 20;

const text = ([name, value]: [string, string]) => `${name}=${value}`;

/** What the next page's request changes: the paging pairs that differ from this page's. */
function nextPairs(prepared: PreparedRequest, rows: number): string | null {
  const { adapter, query } = prepared;
  if (!query) return null;
  const now = new Set(adapter.buildListRequest(query, { method: 'GET' }).query.map(text));
  const next = adapter.buildListRequest(
    { ...query, offset: query.offset + Math.max(rows, 1) },
    { method: 'GET' },
  );
  const changed = next.query.map(text).filter((pair) => !now.has(pair));
  return changed.length > 0 ? changed.join('&') : null;
}

/**
 * The endpoint tester's reading of a rest server's 2xx answer through its conventions: the rows,
 * total and next page, or the record; an answer that does not fit says how, in the adapter's words.
 */
export function understandAnswer(
  input: ProxyCallInput,
  prepared: PreparedRequest,
  response: OutboundResponse,
): EndpointTestUnderstanding | undefined {
  if (input.server.adapter !== 'rest' || response.status < 200 || response.status >= 300) return undefined;
  const { adapter, query } = prepared;
  try {
    const answer = readUpstreamAnswer(input.server, response);
    if (!query) {
      const record = adapter.normalizeRecord(answer);
      return { kind: 'record', sample: record === null || record === undefined ? [] : [record] };
    }
    const page = adapter.normalizeList(answer, query, { rowsPath: input.endpoint.settings.rowsPath });
    const cursor = adapter.cursor?.readNext(answer);
    const next = adapter.cursor
      ? cursor
        ? 'token' in cursor
          ? cursor.token
          : cursor.url
        : null
      : page.hasMore
        ? nextPairs(prepared, page.value.length)
        : null;
    return {
      kind: 'list',
      rows: page.value.length,
      total: page.totalResults,
      hasMore: page.hasMore,
      next,
      sample: page.value.slice(0, sampleSize),
    };
  } catch (error) {
    if (error instanceof AppError) return { kind: 'misfit', message: error.message };
    throw error;
  }
}
