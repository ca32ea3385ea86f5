import { messages, normalizedQuery } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fusionRequests } from '../../../test/proxy/documented-requests.ts';
import { itNormalizesRecordedAnswers } from '../../../test/proxy/recorded-cases.ts';
import { compareLocale } from '../../../test/proxy/rows-match-query.ts';
import { fusionAdapter } from './fusion-adapter.ts';

const query = (input: object) => normalizedQuery.parse(input);
const qOf = (input: object) =>
  fusionAdapter.buildListRequest(query(input), { method: 'GET' }).query.find(([name]) => name === 'q')?.[1];
const range = (field: string, value: unknown, valueRange: unknown, isVisibleRange: boolean) => ({
  customFilters: [{ field, type: 'Number', value, valueRange, isVisible: true, isVisibleRange }],
});

describe('fusion adapter on answers recorded from the sample upstream', () => {
  itNormalizesRecordedAnswers(fusionAdapter, 'fusion', {
    totalOf: (recorded) => (recorded.body as { totalResults: number }).totalResults,
    compare: compareLocale,
    documented: fusionRequests,
  });
});

describe('fusion adapter requests', () => {
  it('pages with limit and offset, asks for totals and data only, and names the framework version', () => {
    const request = fusionAdapter.buildListRequest(query({ offset: 40, limit: 20 }), { method: 'GET' });
    expect(request.query).toEqual([
      ['limit', '20'],
      ['offset', '40'],
      ['totalResults', 'true'],
      ['onlyData', 'true'],
    ]);
    expect(request.headers).toEqual({ 'REST-Framework-Version': '2' });
  });

  it('writes each text entry as upper(F) LIKE with quotes doubled and LIKE wildcards escaped', () => {
    expect(qOf({ textSearch: { fields: ['Name', 'City'], values: ["o'neil 100%_off", 'zürich'] } })).toBe(
      "upper(Name) LIKE '%O''NEIL 100\\%\\_OFF%' and upper(City) LIKE '%ZÜRICH%'",
    );
    expect(qOf({ textSearch: { fields: ['Path'], values: ['C:\\temp [x] (y)'] } })).toBe(
      "upper(Path) LIKE '%C:\\\\TEMP [X] (Y)%'",
    );
  });

  it('writes free text as an OR over the given fields', () => {
    expect(qOf({ freeTextFields: ['Name', 'Email'], textSearch: { fields: ['*'], values: ['Ana'] } })).toBe(
      "(upper(Name) LIKE '%ANA%' or upper(Email) LIKE '%ANA%')",
    );
  });

  it('refuses free text without fields, as Fusion has no full-text search in q', () => {
    expect(() => qOf({ textSearch: { fields: ['*'], values: ['x'] } })).toThrow(
      messages.upstreamFreeTextNeedsFields,
    );
  });

  it('writes a number filter as equality, or as an inclusive range when the upper bound is on', () => {
    expect(qOf(range('Price', '12.5', 99, false))).toBe('Price = 12.5');
    expect(qOf(range('Price', 10, '20', true))).toBe('Price >= 10 and Price <= 20');
    expect(qOf(range('Price', '', 20, true))).toBe('Price <= 20');
    expect(qOf({ customFilters: [{ field: 'Price', value: 3, isVisible: false }] })).toBeUndefined();
  });

  it('sorts with orderBy=F:asc or F:desc', () => {
    const pairs = (sort: string) =>
      fusionAdapter.buildListRequest(query({ orderBy: 'Name', sort }), { method: 'GET' }).query;
    expect(pairs('asc')).toContainEqual(['orderBy', 'Name:asc']);
    expect(pairs('desc')).toContainEqual(['orderBy', 'Name:desc']);
  });

  it('asks for a record without links', () => {
    expect(fusionAdapter.buildRecordRequest({ method: 'GET' }).query).toEqual([['onlyData', 'true']]);
  });
});

describe('fusion adapter exact matches', () => {
  const exact = (...pairs: Array<[string, unknown]>) =>
    qOf({ filters: pairs.map(([field, value]) => ({ field, value })) });

  it("writes each exact match as F = 'V' with quotes doubled, no upper() and no LIKE escapes", () => {
    expect(exact(['AccountManager', "François D'Angelo"])).toBe("AccountManager = 'François D''Angelo'");
    expect(exact(['Name', '50% off_now \\ [x]'])).toBe("Name = '50% off_now \\ [x]'");
  });

  it('writes numbers as numbers and booleans as text, all ANDed with the other conditions', () => {
    expect(
      qOf({
        textSearch: { fields: ['Name'], values: ['a'] },
        filters: [
          { field: 'CustomerId', value: 42 },
          { field: 'Price', value: 0.5 },
          { field: 'Active', value: true },
        ],
      }),
    ).toBe("upper(Name) LIKE '%A%' and CustomerId = 42 and Price = 0.5 and Active = 'true'");
  });
});

describe('fusion adapter answers', () => {
  it('derives the total from nothing when totalResults is absent but keeps hasMore', () => {
    const page = fusionAdapter.normalizeList(
      {
        status: 200,
        headers: {},
        body: { items: [{ Id: 1 }], count: 1, hasMore: true, limit: 1, offset: 5 },
      },
      query({ offset: 5, limit: 1 }),
      {},
    );
    expect(page).toEqual({ value: [{ Id: 1 }], offset: 5, limit: 1, totalResults: null, hasMore: true });
  });

  it('refuses an answer without items', () => {
    expect(() => fusionAdapter.normalizeList({ status: 200, headers: {}, body: [] }, query({}), {})).toThrow(
      messages.upstreamNoRows,
    );
  });
});
