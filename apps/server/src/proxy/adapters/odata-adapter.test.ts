import { normalizedQuery } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { expectDocumentedRequest, odataRequests } from '../../../test/proxy/documented-requests.ts';
import { type RecordedCase, readFixture } from '../../../test/proxy/recorded-cases.ts';
import type { UpstreamAnswer } from './adapter-types.ts';
import { odataAdapter } from './odata-adapter.ts';

const query = (input: object) => normalizedQuery.parse(input);
const pairsOf = (input: object) => odataAdapter.buildListRequest(query(input), { method: 'GET' }).query;
const paramOf = (input: object, name: string) => pairsOf(input).find(([key]) => key === name)?.[1];
const fixture = readFixture<{ cases: RecordedCase[]; record: UpstreamAnswer }>('odata');

describe('odata adapter requests', () => {
  it('pages with $top and $skip and always asks for $count', () => {
    expect(pairsOf({ offset: 30, limit: 15 })).toEqual([
      ['$top', '15'],
      ['$skip', '30'],
      ['$count', 'true'],
    ]);
  });

  it('writes text entries as contains(tolower(F),v) with single quotes doubled; % and _ stay literal', () => {
    const filter = paramOf(
      { textSearch: { fields: ['LastName', 'City'], values: ["O'Brien 50%_", 'ZÜRICH'] } },
      '$filter',
    );
    expect(filter).toBe("contains(tolower(LastName),'o''brien 50%_') and contains(tolower(City),'zürich')");
  });

  it('writes nested fields with a slash', () => {
    expect(paramOf({ textSearch: { fields: ['Address.City'], values: ['Oslo'] } }, '$filter')).toBe(
      "contains(tolower(Address/City),'oslo')",
    );
  });

  it('writes free text as an OR over the given fields, or as $search without fields', () => {
    expect(
      paramOf({ freeTextFields: ['A', 'B'], textSearch: { fields: ['*'], values: ['x y'] } }, '$filter'),
    ).toBe("(contains(tolower(A),'x y') or contains(tolower(B),'x y'))");
    expect(paramOf({ textSearch: { fields: ['*', '*'], values: ['say "hi"', 'a\\b'] } }, '$search')).toBe(
      '"say \\"hi\\"" AND "a\\\\b"',
    );
  });

  it('writes number filters as eq, or ge and le for a range', () => {
    const filter = (value: unknown, valueRange: unknown, isVisibleRange: boolean) => ({
      customFilters: [{ field: 'Age', value, valueRange, isVisible: true, isVisibleRange }],
    });
    expect(paramOf(filter(30, 40, false), '$filter')).toBe('Age eq 30');
    expect(paramOf(filter(30, 40, true), '$filter')).toBe('Age ge 30 and Age le 40');
  });

  it('sorts with $orderby F asc or F desc', () => {
    expect(paramOf({ orderBy: 'LastName', sort: 'asc' }, '$orderby')).toBe('LastName asc');
    expect(paramOf({ orderBy: 'LastName', sort: 'desc' }, '$orderby')).toBe('LastName desc');
  });
});

describe('odata adapter exact matches', () => {
  const exact = (...pairs: Array<[string, unknown]>) =>
    paramOf({ filters: pairs.map(([field, value]) => ({ field, value })) }, '$filter');

  it("writes each exact match as F eq 'V', quotes doubled, case kept, nested fields with a slash", () => {
    expect(exact(['LastName', "O'Brien"], ['Address.City', 'São Paulo'])).toBe(
      "LastName eq 'O''Brien' and Address/City eq 'São Paulo'",
    );
    expect(exact(['Code', '50%_x']), 'no tolower, no contains').toBe("Code eq '50%_x'");
  });

  it('writes numbers and booleans as OData literals', () => {
    expect(exact(['Age', 31], ['Budget', 1.25], ['Active', false])).toBe(
      'Age eq 31 and Budget eq 1.25 and Active eq false',
    );
  });

  for (const recorded of fixture.cases.filter((entry) => entry.request)) {
    it(`builds the request the upstream documents: ${recorded.name}`, () => {
      expectDocumentedRequest(odataAdapter, recorded, odataRequests);
    });
    it(`builds the recorded request: ${recorded.name}`, () => {
      const built = odataAdapter.buildListRequest(query(recorded.query as object), { method: 'GET' });
      expect(built).toEqual(recorded.request);
    });
  }
});

describe('odata adapter answers', () => {
  for (const recorded of fixture.cases) {
    it(`normalizes: ${recorded.name}`, () => {
      const page = odataAdapter.normalizeList(recorded.answer, query(recorded.query as object), {});
      const { count, ...totals } = recorded.expect!;
      expect(page).toEqual({ value: (recorded.answer.body as { value: unknown[] }).value, ...totals });
      expect(page.value).toHaveLength(count);
    });
  }

  it('drops OData annotations from a record', () => {
    expect(odataAdapter.normalizeRecord(fixture.record)).toEqual({
      UserName: 'russellwhyte',
      FirstName: 'Russell',
      LastName: 'Whyte',
      Age: 31,
    });
  });
});
