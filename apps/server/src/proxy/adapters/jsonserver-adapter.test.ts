import { normalizedQuery } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { jsonServerRequests } from '../../../test/proxy/documented-requests.ts';
import { itNormalizesRecordedAnswers } from '../../../test/proxy/recorded-cases.ts';
import { compareCodePoints } from '../../../test/proxy/rows-match-query.ts';
import { escapeRegExp, jsonServerAdapter } from './jsonserver-adapter.ts';

const query = (input: object) => normalizedQuery.parse(input);
const pairsOf = (input: object) => jsonServerAdapter.buildListRequest(query(input), { method: 'GET' }).query;
/** What json-server 0.17 does with F_like. */
const likeMatches = (pattern: string, text: string) => new RegExp(pattern, 'i').test(text);

describe('jsonserver adapter on answers recorded from json-server 0.17', () => {
  itNormalizesRecordedAnswers(jsonServerAdapter, 'jsonserver', {
    totalOf: (recorded) => Number(recorded.headers['x-total-count']),
    compare: compareCodePoints,
    freeTextOverAllFields: true,
    documented: jsonServerRequests,
  });
});

describe('jsonserver adapter requests', () => {
  it('pages with _start and _limit and sorts with _sort and _order', () => {
    expect(pairsOf({ offset: 10, limit: 5, orderBy: 'name', sort: 'desc' })).toEqual([
      ['_start', '10'],
      ['_limit', '5'],
      ['_sort', 'name'],
      ['_order', 'desc'],
    ]);
    expect(pairsOf({ orderBy: 'name' })).toContainEqual(['_order', 'asc']);
  });

  it('escapes every regular-expression character so F_like matches the text literally', () => {
    const value = "a.b*c+d?e^f$g(h)i[j]k{l}m|n\\o/p O'Neil 100%_ Zürich";
    const [, pattern] = pairsOf({ textSearch: { fields: ['name'], values: [value] } })[2];
    expect(pattern).toBe(escapeRegExp(value));
    expect(likeMatches(pattern, `xx ${value.toUpperCase()} yy`)).toBe(true);
    expect(likeMatches(pattern, value.replace('.', 'X'))).toBe(false);
    expect(likeMatches(escapeRegExp('a.c'), 'abc')).toBe(false);
  });

  it('ANDs two entries on the same field with lookaheads, since json-server ORs repeated keys', () => {
    const pairs = pairsOf({ textSearch: { fields: ['name', 'name'], values: ['river', 'ltd.'] } });
    expect(pairs).toHaveLength(3);
    const [name, pattern] = pairs[2];
    expect(name).toBe('name_like');
    expect(likeMatches(pattern, 'Blue River Ltd. 4')).toBe(true);
    expect(likeMatches(pattern, 'Blue River GmbH')).toBe(false);
    expect(likeMatches(pattern, 'Acme Ltd.')).toBe(false);
    expect(likeMatches(pattern, 'Acme Ltdx River')).toBe(false);
  });

  it("uses json-server's own full text (q) for free text", () => {
    expect(pairsOf({ textSearch: { fields: ['*'], values: ['São Paulo'] } })).toContainEqual([
      'q',
      'São Paulo',
    ]);
  });

  it('writes number equality as F=v and ranges as F_gte and F_lte', () => {
    const filter = (value: unknown, valueRange: unknown, isVisibleRange: boolean) => ({
      customFilters: [{ field: 'price', value, valueRange, isVisible: true, isVisibleRange }],
    });
    expect(pairsOf(filter(5, null, false)).slice(2)).toEqual([['price', '5']]);
    expect(pairsOf(filter('1.5', '9', true)).slice(2)).toEqual([
      ['price_gte', '1.5'],
      ['price_lte', '9'],
    ]);
  });
});

describe('jsonserver adapter exact matches', () => {
  const exact = (...pairs: Array<[string, unknown]>) =>
    pairsOf({ filters: pairs.map(([field, value]) => ({ field, value })) }).slice(2);

  it('writes each exact match as F=V, the value as it is: no regular expression, no _like', () => {
    expect(exact(['accountManager', "François D'Angelo"], ['name', 'a.b* (50%)_'])).toEqual([
      ['accountManager', "François D'Angelo"],
      ['name', 'a.b* (50%)_'],
    ]);
    expect(exact(['creditLimit', 7000], ['price', 12.5], ['active', false])).toEqual([
      ['creditLimit', '7000'],
      ['price', '12.5'],
      ['active', 'false'],
    ]);
  });

  it('keeps one pair for a repeated value and makes two different values on a field match nothing', () => {
    expect(exact(['city', 'Zürich'], ['city', 'Zürich'])).toEqual([['city', 'Zürich']]);
    expect(exact(['city', 'Zürich'], ['city', 'Berlin'])).toEqual([
      ['city', 'Zürich'],
      ['city_ne', 'Zürich'],
    ]);
  });

  it('joins a number filter and an exact match on the same field under the same rule', () => {
    const pairs = pairsOf({
      customFilters: [{ field: 'qty', value: 3, isVisible: true, isVisibleRange: false }],
      filters: [{ field: 'qty', value: 4 }],
    }).slice(2);
    expect(pairs).toEqual([
      ['qty', '3'],
      ['qty_ne', '3'],
    ]);
  });
});

describe('jsonserver adapter answers', () => {
  it('takes the total from X-Total-Count, or derives hasMore when it is missing', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const counted = jsonServerAdapter.normalizeList(
      { status: 200, headers: { 'x-total-count': '3' }, body: rows },
      query({ limit: 2 }),
      {},
    );
    expect(counted).toEqual({ value: rows, offset: 0, limit: 2, totalResults: 3, hasMore: true });
    const uncounted = jsonServerAdapter.normalizeList(
      { status: 200, headers: {}, body: rows },
      query({ limit: 3 }),
      {},
    );
    expect(uncounted).toEqual({ value: rows, offset: 0, limit: 3, totalResults: null, hasMore: false });
  });
});
