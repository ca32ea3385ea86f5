import { messages, type NormalizedQuery } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import { noAdditions, type ProxyAdapter } from './adapter-types.ts';
import { checkQueryFields } from './check-query-fields.ts';
import { formatNumber, readConditions, readSort } from './query-conditions.ts';
import { finishPage, isRecord } from './read-page.ts';

/** OData string literal: single quotes doubled (OData v4 ABNF, SQUOTE-in-string). */
const stringLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;
/** An exact match's literal: text quoted, numbers and booleans as OData's own literals. */
const equalityLiteral = (value: string | number | boolean) =>
  typeof value === 'string'
    ? stringLiteral(value)
    : typeof value === 'number'
      ? formatNumber(value)
      : String(value);
/** Nested fields are written a.b by views and a/b by OData. */
const property = (field: string) => field.replaceAll('.', '/');
const contains = (field: string, value: string) =>
  `contains(tolower(${property(field)}),${stringLiteral(value.toLowerCase())})`;
/** A $search phrase: double quotes and backslashes escaped with a backslash. */
const searchPhrase = (value: string) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`;

function filterAndSearch(query: NormalizedQuery): { filter?: string; search?: string } {
  const { text, freeText, numbers, equals } = readConditions(query);
  const parts = text.map((entry) => contains(entry.field, entry.value));
  const phrases: string[] = [];
  for (const value of freeText) {
    if (query.freeTextFields.length === 0) {
      phrases.push(searchPhrase(value));
      continue;
    }
    const alternatives = query.freeTextFields.map((field) => contains(field, value));
    parts.push(alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' or ')})`);
  }
  for (const condition of numbers) {
    const name = property(condition.field);
    if (condition.equals !== undefined) parts.push(`${name} eq ${formatNumber(condition.equals)}`);
    if (condition.min !== undefined) parts.push(`${name} ge ${formatNumber(condition.min)}`);
    if (condition.max !== undefined) parts.push(`${name} le ${formatNumber(condition.max)}`);
  }
  for (const { field, value } of equals) parts.push(`${property(field)} eq ${equalityLiteral(value)}`);
  return {
    filter: parts.length > 0 ? parts.join(' and ') : undefined,
    search: phrases.length > 0 ? phrases.join(' AND ') : undefined,
  };
}

/**
 * OData v4: $top/$skip/$orderby/$filter/$count; free text without fields goes to $search; exact
 * matches are F eq V in $filter.
 */
export const odataAdapter: ProxyAdapter = {
  buildListRequest(query) {
    checkQueryFields(query);
    const pairs: [string, string][] = [
      ['$top', String(query.limit)],
      ['$skip', String(query.offset)],
      ['$count', 'true'],
    ];
    const { filter, search } = filterAndSearch(query);
    if (filter) pairs.push(['$filter', filter]);
    if (search) pairs.push(['$search', search]);
    const sort = readSort(query);
    if (sort) pairs.push(['$orderby', `${property(sort.field)} ${sort.direction}`]);
    return { query: pairs, body: {}, headers: { 'OData-Version': '4.0' } };
  },

  normalizeList(answer, query) {
    const { body } = answer;
    if (!isRecord(body) || !Array.isArray(body.value)) {
      throw new AppError('upstream_invalid', messages.upstreamNoRows);
    }
    return finishPage({
      rows: body.value,
      offset: undefined,
      limit: undefined,
      totalResults: body['@odata.count'],
      hasMore: typeof body['@odata.nextLink'] === 'string' ? true : undefined,
      asked: { offset: query.offset, limit: query.limit },
    });
  },

  buildRecordRequest: noAdditions,
  normalizeRecord(answer) {
    if (!isRecord(answer.body)) return answer.body;
    return Object.fromEntries(Object.entries(answer.body).filter(([key]) => !key.startsWith('@odata.')));
  },
};
