import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import { noAdditions, type ProxyAdapter } from './adapter-types.ts';
import { oracleQueryPairs } from './oracle-query.ts';
import { finishPage, isRecord, valueAt } from './read-page.ts';

/** Where rows are looked for when the endpoint names no rows path, in this order. */
export const oracleUnityRowsPaths = ['items', 'data', 'rows', 'results', 'value'];

function findRows(body: unknown, rowsPath: string | undefined): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (rowsPath) {
    const rows = valueAt(body, rowsPath);
    return Array.isArray(rows) ? rows : undefined;
  }
  for (const path of oracleUnityRowsPaths) {
    const rows = valueAt(body, path);
    if (Array.isArray(rows)) return rows;
  }
  return undefined;
}

/**
 * Oracle Unity, best documented effort: Oracle's REST conventions (q, limit, offset, orderBy)
 * on the request; the rows at a configurable path of the answer, with common paths tried otherwise.
 */
export const oracleUnityAdapter: ProxyAdapter = {
  buildListRequest(query) {
    return { query: oracleQueryPairs(query), body: {}, headers: {} };
  },

  normalizeList(answer, query, options) {
    const rows = findRows(answer.body, options.rowsPath);
    if (!rows) throw new AppError('upstream_invalid', messages.upstreamNoRows);
    const body = isRecord(answer.body) ? answer.body : {};
    return finishPage({
      rows,
      offset: body.offset,
      limit: body.limit,
      totalResults: body.totalResults ?? body.total,
      hasMore: body.hasMore,
      asked: { offset: query.offset, limit: query.limit },
    });
  },

  buildRecordRequest: noAdditions,
  normalizeRecord: (answer) => answer.body,
};
