import { freeTextField, messages, type NormalizedQuery } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import { noAdditions, type ProxyAdapter } from './adapter-types.ts';
import { checkQueryFields } from './check-query-fields.ts';
import { readConditions } from './query-conditions.ts';
import { finishPage, isRecord } from './read-page.ts';

/**
 * The normalized query as our own protocol sends it: only what counts, in SPEC.md's shapes, and
 * the exact matches as `filters` [{field, value}].
 */
function protocolParams(query: NormalizedQuery): Record<string, unknown> {
  const { text, freeText, numbers, equals } = readConditions(query);
  const params: Record<string, unknown> = { offset: query.offset, limit: query.limit };
  if (text.length + freeText.length > 0) {
    params.textSearch = {
      fields: [...text.map((entry) => entry.field), ...freeText.map(() => freeTextField)],
      values: [...text.map((entry) => entry.value), ...freeText],
    };
    if (freeText.length > 0 && query.freeTextFields.length > 0) params.freeTextFields = query.freeTextFields;
  }
  if (numbers.length > 0) {
    params.customFilters = numbers.map((condition) => ({
      field: condition.field,
      type: 'Number',
      value: condition.equals ?? condition.min ?? null,
      valueRange: condition.max ?? null,
      isVisible: true,
      isVisibleRange: condition.equals === undefined,
    }));
  }
  if (equals.length > 0) params.filters = equals;
  if (query.orderBy) {
    params.orderBy = query.orderBy;
    params.sort = query.sort ?? 'asc';
  }
  return params;
}

/**
 * Our own protocol: the normalized query as a query string (objects as JSON) for GET, or in the
 * JSON body for POST. Answers may be our envelope, OData's {value, @odata.count} or a bare array.
 */
export const defaultAdapter: ProxyAdapter = {
  buildListRequest(query, parts) {
    checkQueryFields(query);
    const params = protocolParams(query);
    if (parts.method === 'POST') return { query: [], body: params, headers: {} };
    const pairs = Object.entries(params).map(([name, value]): [string, string] => [
      name,
      typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]);
    return { query: pairs, body: {}, headers: {} };
  },

  normalizeList(answer, query) {
    const asked = { offset: query.offset, limit: query.limit };
    const { body } = answer;
    if (Array.isArray(body)) {
      return finishPage({ rows: body, offset: undefined, limit: undefined, totalResults: null, asked });
    }
    if (isRecord(body) && Array.isArray(body.value)) {
      const nextLink = typeof body['@odata.nextLink'] === 'string' ? true : undefined;
      return finishPage({
        rows: body.value,
        offset: body.offset,
        limit: body.limit,
        totalResults: body.totalResults ?? body['@odata.count'],
        hasMore: body.hasMore ?? nextLink,
        asked,
      });
    }
    throw new AppError('upstream_invalid', messages.upstreamNoRows);
  },

  buildRecordRequest: noAdditions,
  normalizeRecord: (answer) => answer.body,
};
