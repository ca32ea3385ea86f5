import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import { noAdditions, type ProxyAdapter } from './adapter-types.ts';
import { checkQueryFields } from './check-query-fields.ts';
import { formatNumber, readConditions, readSort } from './query-conditions.ts';
import { finishPage } from './read-page.ts';

/** json-server 0.17 reads F_like as `new RegExp(value, 'i')`, so user text must be literal. */
export const escapeRegExp = (value: string) => value.replace(/[\\^$.*+?()[\]{}|/]/g, (c) => `\\${c}`);

/**
 * Repeated keys are ORed by json-server, so several entries on one field become one pattern of
 * lookaheads, which all must match.
 */
function likePattern(values: string[]): string {
  if (values.length === 1) return escapeRegExp(values[0]);
  return values.map((value) => `(?=[\\s\\S]*${escapeRegExp(value)})`).join('');
}

/**
 * Exact matches as F=V: json-server compares the field's text, case and all. It ORs repeated
 * keys, so a field asked to equal two different values (which no row does) becomes F=a&F_ne=a,
 * which no row satisfies either.
 */
function equalityPairs(equalities: Array<{ field: string; value: string }>): [string, string][] {
  const byField = new Map<string, Set<string>>();
  for (const { field, value } of equalities) byField.set(field, (byField.get(field) ?? new Set()).add(value));
  return [...byField].flatMap(([field, values]): [string, string][] => {
    const [first] = values;
    return values.size === 1
      ? [[field, first]]
      : [
          [field, first],
          [`${field}_ne`, first],
        ];
  });
}

/**
 * json-server 0.17: _start/_limit/_sort/_order, F_like, F_gte/F_lte, F=V for number equality and
 * exact matches, q for free text (its own full text over every field, as it cannot OR fields; it
 * takes one q, so only the first free-text entry filters), X-Total-Count for the total.
 */
export const jsonServerAdapter: ProxyAdapter = {
  buildListRequest(query) {
    checkQueryFields(query);
    const pairs: [string, string][] = [
      ['_start', String(query.offset)],
      ['_limit', String(query.limit)],
    ];
    const { text, freeText, numbers, equals } = readConditions(query);
    const byField = new Map<string, string[]>();
    for (const entry of text) byField.set(entry.field, [...(byField.get(entry.field) ?? []), entry.value]);
    for (const [field, values] of byField) pairs.push([`${field}_like`, likePattern(values)]);
    if (freeText.length > 0) pairs.push(['q', freeText[0]]);
    const equalities: Array<{ field: string; value: string }> = [];
    for (const condition of numbers) {
      if (condition.equals !== undefined)
        equalities.push({ field: condition.field, value: formatNumber(condition.equals) });
      if (condition.min !== undefined) pairs.push([`${condition.field}_gte`, formatNumber(condition.min)]);
      if (condition.max !== undefined) pairs.push([`${condition.field}_lte`, formatNumber(condition.max)]);
    }
    for (const { field, value } of equals) {
      equalities.push({ field, value: typeof value === 'number' ? formatNumber(value) : String(value) });
    }
    pairs.push(...equalityPairs(equalities));
    const sort = readSort(query);
    if (sort) pairs.push(['_sort', sort.field], ['_order', sort.direction]);
    return { query: pairs, body: {}, headers: {} };
  },

  normalizeList(answer, query) {
    if (!Array.isArray(answer.body)) throw new AppError('upstream_invalid', messages.upstreamNoRows);
    const total = answer.headers['x-total-count'];
    return finishPage({
      rows: answer.body,
      offset: undefined,
      limit: undefined,
      totalResults: Array.isArray(total) ? total[0] : total,
      asked: { offset: query.offset, limit: query.limit },
    });
  },

  buildRecordRequest: noAdditions,
  normalizeRecord: (answer) => answer.body,
};
