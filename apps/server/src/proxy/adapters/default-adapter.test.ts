import { messages, normalizedQuery } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { defaultRequests } from '../../../test/proxy/documented-requests.ts';
import { itNormalizesRecordedAnswers } from '../../../test/proxy/recorded-cases.ts';
import { compareLocale } from '../../../test/proxy/rows-match-query.ts';
import { defaultAdapter } from './default-adapter.ts';

const query = (input: object) => normalizedQuery.parse(input);
const answer = (body: unknown) => ({ status: 200, headers: {}, body });

describe('default adapter on answers recorded from the sample upstream', () => {
  itNormalizesRecordedAnswers(defaultAdapter, 'default', {
    totalOf: (recorded) => (recorded.body as { totalResults: number }).totalResults,
    compare: compareLocale,
    documented: defaultRequests,
  });
});

describe('default adapter requests', () => {
  it('sends the query as a query string for GET, objects as JSON, only what counts', () => {
    const request = defaultAdapter.buildListRequest(
      query({
        offset: 50,
        limit: 25,
        textSearch: { fields: ['name', 'city', '*'], values: ["O'Neil 100%_", '   ', 'São Paulo'] },
        freeTextFields: ['name', 'city'],
        customFilters: [
          { field: 'price', value: 5, valueRange: 9, isVisible: true, isVisibleRange: true },
          { field: 'stock', value: 3, isVisible: false },
        ],
        orderBy: 'name',
        sort: 'desc',
      }),
      { method: 'GET' },
    );
    expect(request.query).toEqual([
      ['offset', '50'],
      ['limit', '25'],
      ['textSearch', JSON.stringify({ fields: ['name', '*'], values: ["O'Neil 100%_", 'São Paulo'] })],
      ['freeTextFields', JSON.stringify(['name', 'city'])],
      [
        'customFilters',
        JSON.stringify([
          { field: 'price', type: 'Number', value: 5, valueRange: 9, isVisible: true, isVisibleRange: true },
        ]),
      ],
      ['orderBy', 'name'],
      ['sort', 'desc'],
    ]);
  });

  it('sends a number equality filter without an upper bound', () => {
    const request = defaultAdapter.buildListRequest(
      query({
        customFilters: [{ field: 'qty', value: '7', valueRange: 99, isVisible: true, isVisibleRange: false }],
      }),
      { method: 'POST' },
    );
    expect(request.query).toEqual([]);
    expect(request.body).toEqual({
      offset: 0,
      limit: 50,
      customFilters: [
        { field: 'qty', type: 'Number', value: 7, valueRange: null, isVisible: true, isVisibleRange: false },
      ],
    });
  });
});

describe('default adapter exact matches', () => {
  const filters = [
    { field: 'accountManager', value: "François D'Angelo" },
    { field: 'creditLimit', value: 7000 },
    { field: 'active', value: true },
  ];

  it('sends params.filters as JSON in the query string for GET, values untouched and typed', () => {
    const request = defaultAdapter.buildListRequest(query({ filters }), { method: 'GET' });
    expect(request.query).toEqual([
      ['offset', '0'],
      ['limit', '50'],
      ['filters', JSON.stringify(filters)],
    ]);
  });

  it('sends them in the JSON body for POST, and sends nothing when there are none', () => {
    expect(defaultAdapter.buildListRequest(query({ filters }), { method: 'POST' }).body).toEqual({
      offset: 0,
      limit: 50,
      filters,
    });
    const plain = defaultAdapter.buildListRequest(query({ filters: [] }), { method: 'GET' });
    expect(plain.query.map(([name]) => name)).toEqual(['offset', 'limit']);
  });
});

describe('default adapter answers', () => {
  it("reads OData's value and @odata.count", () => {
    const page = defaultAdapter.normalizeList(
      answer({ value: [{ id: 1 }], '@odata.count': 9 }),
      query({ offset: 8 }),
      {},
    );
    expect(page).toEqual({ value: [{ id: 1 }], offset: 8, limit: 50, totalResults: 9, hasMore: false });
  });

  it('reads a bare array and derives hasMore from a full page when nothing is counted', () => {
    const full = defaultAdapter.normalizeList(answer([{ id: 1 }, { id: 2 }]), query({ limit: 2 }), {});
    expect(full).toEqual({
      value: [{ id: 1 }, { id: 2 }],
      offset: 0,
      limit: 2,
      totalResults: null,
      hasMore: true,
    });
    const short = defaultAdapter.normalizeList(answer([{ id: 1 }]), query({ limit: 2 }), {});
    expect(short.hasMore).toBe(false);
  });

  it('keeps an envelope hasMore over the derived one', () => {
    const page = defaultAdapter.normalizeList(
      answer({ value: [], offset: 0, limit: 10, totalResults: null, hasMore: true }),
      query({}),
      {},
    );
    expect(page).toEqual({ value: [], offset: 0, limit: 10, totalResults: null, hasMore: true });
  });

  it('refuses an answer without rows', () => {
    expect(() => defaultAdapter.normalizeList(answer({ message: 'hello' }), query({}), {})).toThrow(
      messages.upstreamNoRows,
    );
  });

  it('passes a record through', () => {
    expect(defaultAdapter.normalizeRecord(answer({ id: 7, name: 'Zoë' }))).toEqual({ id: 7, name: 'Zoë' });
  });
});
