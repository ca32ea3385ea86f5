import { normalizedQuery } from '@portal/contracts';
import { expect } from 'vitest';
import type { ProxyAdapter } from '../../src/proxy/adapters/adapter-types.ts';

/**
 * A list request as the upstream's own documentation spells it, written by hand for one recorded
 * case: each query parameter as `name=value` (the value as the upstream reads it, before URL
 * encoding; their order does not matter to any of these upstreams, and a JSON value is compared
 * by what it says), and the headers and JSON body
 * it needs. Unlike the recordings, which the adapters themselves produced, these say what a
 * correct request is, so an adapter that builds a wrong one fails even after a new recording.
 */
export type DocumentedRequest = {
  query: string[];
  headers?: Record<string, string>;
  body?: object;
};

/** The documented request of every case, by the name record-fixtures.ts gives it. */
export type DocumentedRequests = Record<string, DocumentedRequest>;

const fusionHeaders = { 'REST-Framework-Version': '2' };
// Oracle Fusion REST: paging by limit and offset, totalResults=true for the total, onlyData=true
// for rows without links; framework version 2 reads q as an expression (upper(F) LIKE '%V%', F = V).
const fusion = (query: string[]): DocumentedRequest => ({
  query: [...query, 'totalResults=true', 'onlyData=true'],
  headers: fusionHeaders,
});

/**
 * json-server 0.17 (its README): slices with _start and _limit (answering X-Total-Count), sorts
 * with _sort and _order, filters with F=V, F_gte, F_lte and F_like (a regular expression, so its
 * special characters are escaped to match literally), and searches every field with q.
 */
export const jsonServerRequests: DocumentedRequests = {
  'first page with totals': { query: ['_start=0', '_limit=3'] },
  'second page sorted desc': { query: ['_start=3', '_limit=3', '_sort=name', '_order=desc'] },
  'sorted asc by number': { query: ['_start=0', '_limit=4', '_sort=price', '_order=asc'] },
  'text with a quote and non-ASCII': {
    query: ['_start=0', '_limit=5', "name_like=o'neil", 'city_like=zürich'],
  },
  'text with % and parentheses': { query: ['_start=0', '_limit=4', 'name_like=\\(100% cotton\\)'] },
  'text with an underscore': { query: ['_start=0', '_limit=3', 'name_like=bright_path'] },
  'text with brackets': { query: ['_start=0', '_limit=3', 'name_like=\\[2m\\]'] },
  'text with spaces': { query: ['_start=0', '_limit=3', 'name_like=blue river'] },
  // json-server ORs a repeated key, so both words go into one expression, each as a lookahead.
  'two entries on one field': {
    query: ['_start=0', '_limit=4', 'name_like=(?=[\\s\\S]*river)(?=[\\s\\S]*ltd)'],
  },
  'number equality': { query: ['_start=0', '_limit=5', 'creditLimit=50000'] },
  'number range': { query: ['_start=0', '_limit=5', 'price_gte=10', 'price_lte=20.5'] },
  'upper bound only': { query: ['_start=0', '_limit=3', 'creditLimit_lte=3000'] },
  'last page': { query: ['_start=298', '_limit=5', '_sort=id', '_order=asc'] },
  'exact match with a quote, spaces and non-ASCII': {
    query: ['_start=0', '_limit=10', "accountManager=François D'Angelo"],
  },
  'exact matches ANDed, second page sorted': {
    query: ['_start=2', '_limit=2', '_sort=name', '_order=asc', 'city=Zürich', 'segment=Public sector'],
  },
  'exact match is neither case-blind nor a contains': { query: ['_start=0', '_limit=5', 'city=zürich'] },
  'exact match on a part finds nothing': { query: ['_start=0', '_limit=5', 'city=Zür'] },
  'exact match with _ and &': { query: ['_start=0', '_limit=5', 'name=Bright_Path & Sons 12'] },
  'exact match on a number': { query: ['_start=0', '_limit=5', 'creditLimit=7000'] },
  'exact match with text entries and a number range': {
    query: [
      '_start=0',
      '_limit=20',
      'name_like=o',
      'creditLimit_gte=1000',
      'creditLimit_lte=60000',
      'country=Brazil',
    ],
  },
  'free text anywhere': { query: ['_start=0', '_limit=4', 'q=malmö'] },
};

/**
 * Oracle Fusion REST (framework version 2): q=<expression>, orderBy=F:asc|desc, limit, offset,
 * totalResults. A contains is upper(F) LIKE '%V%' with V upper-cased, its quotes doubled and the
 * LIKE wildcards % and _ escaped with a backslash; an exact match is F = 'V' (a number bare).
 */
export const fusionRequests: DocumentedRequests = {
  'first page with totals': fusion(['limit=3', 'offset=0']),
  'second page sorted desc': fusion(['limit=3', 'offset=3', 'orderBy=name:desc']),
  'sorted asc by number': fusion(['limit=4', 'offset=0', 'orderBy=price:asc']),
  'text with a quote and non-ASCII': fusion([
    "q=upper(name) LIKE '%O''NEIL%' and upper(city) LIKE '%ZÜRICH%'",
    'limit=5',
    'offset=0',
  ]),
  'text with % and parentheses': fusion(["q=upper(name) LIKE '%(100\\% COTTON)%'", 'limit=4', 'offset=0']),
  'text with an underscore': fusion(["q=upper(name) LIKE '%BRIGHT\\_PATH%'", 'limit=3', 'offset=0']),
  'text with brackets': fusion(["q=upper(name) LIKE '%[2M]%'", 'limit=3', 'offset=0']),
  'text with spaces': fusion(["q=upper(name) LIKE '%BLUE RIVER%'", 'limit=3', 'offset=0']),
  'two entries on one field': fusion([
    "q=upper(name) LIKE '%RIVER%' and upper(name) LIKE '%LTD%'",
    'limit=4',
    'offset=0',
  ]),
  'number equality': fusion(['q=creditLimit = 50000', 'limit=5', 'offset=0']),
  'number range': fusion(['q=price >= 10 and price <= 20.5', 'limit=5', 'offset=0']),
  'upper bound only': fusion(['q=creditLimit <= 3000', 'limit=3', 'offset=0']),
  'last page': fusion(['limit=5', 'offset=298', 'orderBy=id:asc']),
  'exact match with a quote, spaces and non-ASCII': fusion([
    "q=accountManager = 'François D''Angelo'",
    'limit=10',
    'offset=0',
  ]),
  'exact matches ANDed, second page sorted': fusion([
    "q=city = 'Zürich' and segment = 'Public sector'",
    'limit=2',
    'offset=2',
    'orderBy=name:asc',
  ]),
  'exact match is neither case-blind nor a contains': fusion(["q=city = 'zürich'", 'limit=5', 'offset=0']),
  'exact match on a part finds nothing': fusion(["q=city = 'Zür'", 'limit=5', 'offset=0']),
  // No LIKE here, so _ is a plain character and stays unescaped.
  'exact match with _ and &': fusion(["q=name = 'Bright_Path & Sons 12'", 'limit=5', 'offset=0']),
  'exact match on a number': fusion(['q=creditLimit = 7000', 'limit=5', 'offset=0']),
  'exact match with text entries and a number range': fusion([
    "q=upper(name) LIKE '%O%' and creditLimit >= 1000 and creditLimit <= 60000 and country = 'Brazil'",
    'limit=20',
    'offset=0',
  ]),
  'free text over fields': fusion([
    "q=(upper(name) LIKE '%MÜLLER%' or upper(accountManager) LIKE '%MÜLLER%')",
    'limit=4',
    'offset=0',
  ]),
};

/**
 * Django REST framework with its preset: LimitOffsetPagination (limit, offset), OrderingFilter
 * (ordering=F, ordering=-F for descending), SearchFilter (search) and django-filter's lookups
 * (F=V, F__icontains, F__gte, F__lte).
 */
export const djangoRestFrameworkRequests: DocumentedRequests = {
  'first page with totals': { query: ['offset=0', 'limit=3'] },
  'second page sorted desc': { query: ['offset=3', 'limit=3', 'ordering=-name'] },
  'sorted asc by number': { query: ['offset=0', 'limit=4', 'ordering=price'] },
  'text with a quote and non-ASCII': {
    query: ['offset=0', 'limit=5', "name__icontains=o'neil", 'city__icontains=zürich'],
  },
  'text with % and parentheses': { query: ['offset=0', 'limit=4', 'name__icontains=(100% cotton)'] },
  'text with an underscore': { query: ['offset=0', 'limit=3', 'name__icontains=bright_path'] },
  'text with brackets': { query: ['offset=0', 'limit=3', 'name__icontains=[2m]'] },
  'text with spaces': { query: ['offset=0', 'limit=3', 'name__icontains=blue river'] },
  'number equality': { query: ['offset=0', 'limit=5', 'creditLimit=50000'] },
  'number range': { query: ['offset=0', 'limit=5', 'price__gte=10', 'price__lte=20.5'] },
  'upper bound only': { query: ['offset=0', 'limit=3', 'creditLimit__lte=3000'] },
  'last page': { query: ['offset=298', 'limit=5', 'ordering=id'] },
  'exact match with a quote, spaces and non-ASCII': {
    query: ['offset=0', 'limit=10', "accountManager=François D'Angelo"],
  },
  'exact matches ANDed, second page sorted': {
    query: ['offset=2', 'limit=2', 'city=Zürich', 'segment=Public sector', 'ordering=name'],
  },
  'exact match is neither case-blind nor a contains': { query: ['offset=0', 'limit=5', 'city=zürich'] },
  'exact match on a part finds nothing': { query: ['offset=0', 'limit=5', 'city=Zür'] },
  'exact match with _ and &': { query: ['offset=0', 'limit=5', 'name=Bright_Path & Sons 12'] },
  'exact match on a number': { query: ['offset=0', 'limit=5', 'creditLimit=7000'] },
  'exact match with text entries and a number range': {
    query: [
      'offset=0',
      'limit=20',
      'name__icontains=o',
      'creditLimit__gte=1000',
      'creditLimit__lte=60000',
      'country=Brazil',
    ],
  },
  'free text anywhere': { query: ['offset=0', 'limit=4', 'search=malmö'] },
};

/** OData v4 (part 2, URL conventions): $top, $skip, $count=true, $filter with eq, quotes doubled. */
export const odataRequests: DocumentedRequests = {
  'exact matches with a quote, a space and non-ASCII': {
    query: [
      '$top=10',
      '$skip=0',
      '$count=true',
      "$filter=LastName eq 'D''Angelo' and AddressInfo/City/Name eq 'São Paulo'",
    ],
    headers: { 'OData-Version': '4.0' },
  },
};

/** Oracle Unity, on Oracle's REST conventions: q with F = 'V' (a number bare), limit, offset, totalResults. */
export const oracleUnityRequests: DocumentedRequests = {
  'exact matches with a quote, a space and non-ASCII': {
    query: [
      "q=LastName = 'O''Brien' and City = 'São Paulo' and LifetimeValue = 310",
      'limit=5',
      'offset=0',
      'totalResults=true',
    ],
  },
};

const number = (field: string, value: number | null, valueRange: number | null, isVisibleRange: boolean) => ({
  field,
  type: 'Number',
  value,
  valueRange,
  isVisible: true,
  isVisibleRange,
});

/**
 * The default convention, the portal's own protocol (DESIGN.md §6): the normalized params, each a
 * query parameter for GET (lists and objects as JSON) or the JSON body for POST. Number filters
 * carry numbers; a bound left blank is null.
 */
export const defaultParams: Record<string, { method?: 'POST'; params: Record<string, unknown> }> = {
  'first page with totals': { params: { offset: 0, limit: 3 } },
  'second page sorted desc': { params: { offset: 3, limit: 3, orderBy: 'name', sort: 'desc' } },
  'sorted asc by number': { params: { offset: 0, limit: 4, orderBy: 'price', sort: 'asc' } },
  'text with a quote and non-ASCII': {
    params: { offset: 0, limit: 5, textSearch: { fields: ['name', 'city'], values: ["o'neil", 'zürich'] } },
  },
  'text with % and parentheses': {
    params: { offset: 0, limit: 4, textSearch: { fields: ['name'], values: ['(100% cotton)'] } },
  },
  'text with an underscore': {
    params: { offset: 0, limit: 3, textSearch: { fields: ['name'], values: ['bright_path'] } },
  },
  'text with brackets': {
    params: { offset: 0, limit: 3, textSearch: { fields: ['name'], values: ['[2m]'] } },
  },
  'text with spaces': {
    params: { offset: 0, limit: 3, textSearch: { fields: ['name'], values: ['blue river'] } },
  },
  'two entries on one field': {
    params: { offset: 0, limit: 4, textSearch: { fields: ['name', 'name'], values: ['river', 'ltd'] } },
  },
  'number equality': {
    params: { offset: 0, limit: 5, customFilters: [number('creditLimit', 50000, null, false)] },
  },
  'number range': { params: { offset: 0, limit: 5, customFilters: [number('price', 10, 20.5, true)] } },
  'upper bound only': {
    params: { offset: 0, limit: 3, customFilters: [number('creditLimit', null, 3000, true)] },
  },
  'last page': { params: { offset: 298, limit: 5, orderBy: 'id', sort: 'asc' } },
  'exact match with a quote, spaces and non-ASCII': {
    params: { offset: 0, limit: 10, filters: [{ field: 'accountManager', value: "François D'Angelo" }] },
  },
  'exact matches ANDed, second page sorted': {
    params: {
      offset: 2,
      limit: 2,
      orderBy: 'name',
      sort: 'asc',
      filters: [
        { field: 'city', value: 'Zürich' },
        { field: 'segment', value: 'Public sector' },
      ],
    },
  },
  'exact match is neither case-blind nor a contains': {
    params: { offset: 0, limit: 5, filters: [{ field: 'city', value: 'zürich' }] },
  },
  'exact match on a part finds nothing': {
    params: { offset: 0, limit: 5, filters: [{ field: 'city', value: 'Zür' }] },
  },
  'exact match with _ and &': {
    params: { offset: 0, limit: 5, filters: [{ field: 'name', value: 'Bright_Path & Sons 12' }] },
  },
  'exact match on a number': {
    params: { offset: 0, limit: 5, filters: [{ field: 'creditLimit', value: 7000 }] },
  },
  'exact match with text entries and a number range': {
    params: {
      offset: 0,
      limit: 20,
      textSearch: { fields: ['name'], values: ['o'] },
      customFilters: [number('creditLimit', 1000, 60000, true)],
      filters: [{ field: 'country', value: 'Brazil' }],
    },
  },
  'text entries by POST': {
    method: 'POST',
    params: { offset: 0, limit: 5, textSearch: { fields: ['name', 'city'], values: ["o'neil", 'zürich'] } },
  },
  'free text over fields': {
    params: {
      offset: 0,
      limit: 4,
      textSearch: { fields: ['*'], values: ['müller'] },
      freeTextFields: ['name', 'accountManager'],
    },
  },
  'free text anywhere': { params: { offset: 0, limit: 4, textSearch: { fields: ['*'], values: ['malmö'] } } },
};

/** The default convention's requests, from the params above: a query string for GET, a JSON body for POST. */
export const defaultRequests: DocumentedRequests = Object.fromEntries(
  Object.entries(defaultParams).map(([name, { method, params }]) => [
    name,
    method === 'POST'
      ? { query: [], body: params }
      : {
          query: Object.entries(params).map(
            ([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
          ),
        },
  ]),
);

/** A query parameter's value as the upstream reads it: JSON where it is JSON (lists, objects, numbers). */
function readValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Each parameter once, read; a parameter given twice stays a list of its values. */
function readQuery(pairs: string[]) {
  const read: Record<string, unknown[]> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    read[name] = [...(read[name] ?? []), readValue(pair.slice(at + 1))];
  }
  return read;
}

/** The adapter builds the documented request for the recorded case's query. */
export function expectDocumentedRequest(
  adapter: ProxyAdapter,
  recorded: { name: string; method?: 'GET' | 'POST'; query: unknown },
  documented: DocumentedRequests,
) {
  const expected = documented[recorded.name];
  expect(expected, `no documented request for '${recorded.name}'`).toBeDefined();
  const built = adapter.buildListRequest(normalizedQuery.parse(recorded.query), {
    method: recorded.method ?? 'GET',
  });
  // Read as the upstream reads them: their order aside, and a JSON value by what it says.
  expect(readQuery(built.query.map(([name, value]) => `${name}=${value}`))).toEqual(
    readQuery(expected.query),
  );
  expect(built.headers).toEqual(expected.headers ?? {});
  expect(built.body).toEqual(expected.body ?? {});
}
