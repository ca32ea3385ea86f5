import {
  messages,
  normalizedQuery,
  type RestSettings,
  restRowsNotFound,
  restSettings,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { documentedAnswers } from '../../../test/proxy/fixtures/rest-documented-answers.ts';
import { AppError } from '../../errors.ts';
import type { UpstreamAnswer } from './adapter-types.ts';
import { createRestAdapter, nextLink, pagePlan, restAdapterFor } from './rest-adapter.ts';
import { resolveRestConvention } from './rest-presets.ts';

const query = (input: object) => normalizedQuery.parse(input);
const adapterOf = (settings: RestSettings) =>
  createRestAdapter(resolveRestConvention(restSettings.parse(settings)));
const pairsOf = (settings: RestSettings, input: object) =>
  adapterOf(settings).buildListRequest(query(input), { method: 'GET' }).query;
const answer = (body: unknown, headers: UpstreamAnswer['headers'] = {}): UpstreamAnswer => ({
  status: 200,
  headers,
  body,
});
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
};

/** What every preset is asked in the request tests: page 3 of 10, sorted, filtered. */
const asked = {
  offset: 20,
  limit: 10,
  orderBy: 'name',
  sort: 'desc',
  filters: [{ field: 'city', value: 'São Paulo & Co' }],
  customFilters: [{ field: 'price', value: 10, valueRange: 20.5, isVisible: true, isVisibleRange: true }],
};

// The answers are the examples of each framework's own documentation (fixtures/rest-documented-answers.ts);
// json-server 1.x and Feathers are also run for real in engine/json-server-1-calls.test.ts and
// engine/feathers-calls.test.ts.
describe('rest presets, as their documentation writes requests and answers', () => {
  it('json-server-1: _page/_per_page, _sort=-f, f:eq, f:gte/f:lte; rows in data, total in items', () => {
    expect(pairsOf({ preset: 'json-server-1' }, asked)).toEqual([
      ['_page', '3'],
      ['_per_page', '10'],
      ['price:gte', '10'],
      ['price:lte', '20.5'],
      ['city:eq', 'São Paulo & Co'],
      ['_sort', '-name'],
    ]);
    const { body } = documentedAnswers['json-server-1'];
    expect(adapterOf({ preset: 'json-server-1' }).normalizeList(answer(body), query(asked), {})).toEqual({
      value: body.data,
      offset: 20,
      limit: 10,
      totalResults: 100,
      hasMore: true,
    });
  });

  it('feathers: $skip/$limit, $sort[f]=-1, f=v, f[$gte]; {total, limit, skip, data}', () => {
    expect(pairsOf({ preset: 'feathers' }, asked)).toEqual([
      ['$skip', '20'],
      ['$limit', '10'],
      ['price[$gte]', '10'],
      ['price[$lte]', '20.5'],
      ['city', 'São Paulo & Co'],
      ['$sort[name]', '-1'],
    ]);
    const { body } = documentedAnswers.feathers;
    const page = adapterOf({ preset: 'feathers' }).normalizeList(answer(body), query(asked), {});
    expect(page).toMatchObject({ value: body.data, totalResults: 22, hasMore: false });
  });

  it('spring-data-rest: page from 0, size, sort=f,desc; rows under _embedded.<rel>, page.totalElements', () => {
    expect(
      pairsOf({ preset: 'spring-data-rest' }, { offset: 20, limit: 10, orderBy: 'name', sort: 'desc' }),
    ).toEqual([
      ['page', '2'],
      ['size', '10'],
      ['sort', 'name,desc'],
    ]);
    const { body } = documentedAnswers['spring-data-rest'];
    const adapter = adapterOf({ preset: 'spring-data-rest' });
    expect(adapter.normalizeList(answer(body), query({ offset: 20, limit: 10 }), {})).toMatchObject({
      value: body._embedded.people,
      totalResults: 42,
      hasMore: true,
    });
    // An empty page has no _embedded at all.
    const empty = { _links: {}, page: { size: 10, totalElements: 0, totalPages: 0, number: 0 } };
    expect(adapter.normalizeList(answer(empty), query({}), {})).toMatchObject({ value: [], totalResults: 0 });
  });

  it('django-rest-framework: limit/offset, ordering=-f, f, f__gte, f__icontains, search; {count, results}', () => {
    expect(
      pairsOf(
        { preset: 'django-rest-framework' },
        { ...asked, textSearch: { fields: ['name', '*'], values: ['river', 'acme'] } },
      ),
    ).toEqual([
      ['offset', '20'],
      ['limit', '10'],
      ['name__icontains', 'river'],
      ['search', 'acme'],
      ['price__gte', '10'],
      ['price__lte', '20.5'],
      ['city', 'São Paulo & Co'],
      ['ordering', '-name'],
    ]);
    const { body } = documentedAnswers['django-rest-framework'];
    expect(
      adapterOf({ preset: 'django-rest-framework' }).normalizeList(answer(body), query(asked), {}),
    ).toMatchObject({ value: body.results, totalResults: 1023, hasMore: true });
  });

  it('laravel: page from 1 and per_page, sort=-f, filter[f]; the paginator JSON {data, total}', () => {
    expect(
      pairsOf(
        { preset: 'laravel' },
        {
          offset: 15,
          limit: 15,
          orderBy: 'name',
          sort: 'desc',
          textSearch: { fields: ['name'], values: ['jo'] },
        },
      ),
    ).toEqual([
      ['page', '2'],
      ['per_page', '15'],
      ['filter[name]', 'jo'],
      ['sort', '-name'],
    ]);
    const { body } = documentedAnswers.laravel;
    expect(
      adapterOf({ preset: 'laravel' }).normalizeList(answer(body), query({ limit: 15 }), {}),
    ).toMatchObject({
      value: body.data,
      totalResults: 50,
      hasMore: true,
    });
    expect(
      refusalOf(() => pairsOf({ preset: 'laravel' }, { filters: [{ field: 'id', value: 1 }] })).message,
    ).toBe(`${messages.restUnsupported} exact matches (equals).`);
  });

  it('strapi: pagination[start]/[limit], sort=f:desc, filters[f][$op]; {data, meta.pagination.total}', () => {
    expect(pairsOf({ preset: 'strapi' }, asked)).toEqual([
      ['pagination[start]', '20'],
      ['pagination[limit]', '10'],
      ['filters[price][$gte]', '10'],
      ['filters[price][$lte]', '20.5'],
      ['filters[city][$eq]', 'São Paulo & Co'],
      ['sort', 'name:desc'],
    ]);
    const { body } = documentedAnswers.strapi;
    const adapter = adapterOf({ preset: 'strapi' });
    expect(adapter.normalizeList(answer(body), query(asked), {})).toMatchObject({
      totalResults: 21,
      hasMore: false,
    });
    expect(adapter.normalizeRecord(answer({ data: { id: 1, title: 'Test Article' }, meta: {} }))).toEqual({
      id: 1,
      title: 'Test Article',
    });
  });

  it('directus: limit/offset, meta=filter_count, sort=-f, filter[f][_op], search; {data, meta.filter_count}', () => {
    expect(
      pairsOf({ preset: 'directus' }, { ...asked, textSearch: { fields: ['*'], values: ['acme'] } }),
    ).toEqual([
      ['offset', '20'],
      ['limit', '10'],
      ['meta', 'filter_count'],
      ['search', 'acme'],
      ['filter[price][_gte]', '10'],
      ['filter[price][_lte]', '20.5'],
      ['filter[city][_eq]', 'São Paulo & Co'],
      ['sort', '-name'],
    ]);
    const { body } = documentedAnswers.directus;
    expect(adapterOf({ preset: 'directus' }).normalizeList(answer(body), query(asked), {})).toMatchObject({
      totalResults: 40,
      hasMore: true,
    });
  });

  it('postgrest: limit/offset, order=f.desc, f=op.v ANDed on one key, Prefer: count=exact; Content-Range total', () => {
    const request = adapterOf({ preset: 'postgrest' }).buildListRequest(query(asked), { method: 'GET' });
    expect(request.query).toEqual([
      ['offset', '20'],
      ['limit', '10'],
      ['price', 'gte.10'],
      ['price', 'lte.20.5'],
      ['city', 'eq.São Paulo & Co'],
      ['order', 'name.desc'],
    ]);
    expect(request.headers).toEqual({ Prefer: 'count=exact' });
    const adapter = adapterOf({ preset: 'postgrest' });
    const rows = documentedAnswers.postgrest.body;
    expect(
      adapter.normalizeList(answer(rows, { 'content-range': '20-21/3573' }), query(asked), {}),
    ).toMatchObject({
      value: rows,
      totalResults: 3573,
      hasMore: true,
    });
    expect(
      adapter.normalizeList(answer(rows, { 'content-range': '0-1/*' }), query({}), {}).totalResults,
    ).toBeNull();
    expect(adapter.normalizeRecord(answer([{ id: 1, name: 'Ana' }]))).toEqual({ id: 1, name: 'Ana' });
  });
});

describe('rest adapter rules', () => {
  it('names what the convention cannot do instead of dropping the condition', () => {
    const cases: Array<[RestSettings, object, string]> = [
      [
        { preset: 'json-server-1' },
        { textSearch: { fields: ['*'], values: ['x'] } },
        'free-text search (freeText)',
      ],
      [
        { preset: 'feathers' },
        { textSearch: { fields: ['name'], values: ['x'] } },
        'text search in a field (contains)',
      ],
      [
        { preset: 'spring-data-rest' },
        {
          customFilters: [{ field: 'price', value: 1, valueRange: 2, isVisible: true, isVisibleRange: true }],
        },
        'a lower bound on a number (numberFrom)',
      ],
      [
        { preset: 'json-server-1', query: { sortDesc: null } },
        { orderBy: 'name', sort: 'desc' },
        'sorting descending (sortDesc)',
      ],
    ];
    for (const [settings, input, what] of cases) {
      const error = refusalOf(() => pairsOf(settings, input));
      expect(error.status).toBe(400);
      expect(error.message).toBe(`${messages.restUnsupported} ${what}.`);
    }
  });

  it('explains an answer that does not fit the conventions, naming what was expected and what came', () => {
    const page = query({ offset: 0, limit: 10 });
    const listOf = (settings: RestSettings, body: unknown, headers: UpstreamAnswer['headers'] = {}) =>
      refusalOf(() => adapterOf(settings).normalizeList(answer(body, headers), page, {}));
    const cases: Array<[AppError, string]> = [
      [
        // json-server 0.17 answers a bare array, not 1.x's {data, items}.
        listOf({ preset: 'json-server-1' }, [{ id: 1 }]),
        "The data server's answer does not fit its conventions: expected the list of rows at 'data', found nothing.",
      ],
      [
        listOf({ preset: 'django-rest-framework' }, { count: 2, items: [{ id: 1 }], next: null }),
        "The data server's answer does not fit its conventions: expected the list of rows at 'results', found nothing.",
      ],
      [
        listOf({ preset: 'postgrest' }, { message: 'relation does not exist' }),
        "The data server's answer does not fit its conventions: expected the list of rows as the whole answer, found an object with keys message.",
      ],
      [
        listOf({ preset: 'feathers' }, { total: 'many', data: [{ id: 1 }] }),
        "The data server's answer does not fit its conventions: expected the total as a whole number at 'total', found the text \"many\".",
      ],
      [
        listOf(
          {
            preset: 'custom',
            rows: '',
            record: '',
            paging: { style: 'offset', offset: 'o', limit: 'l' },
            total: 'x-total-count',
            query: {},
            headers: {},
          },
          [{ id: 1 }],
          { 'x-total-count': '12 rows' },
        ),
        'The data server\'s answer does not fit its conventions: expected the total as a whole number in the X-Total-Count header, found the text "12 rows".',
      ],
      [
        listOf({ preset: 'strapi' }, { data: [], meta: { pagination: { total: { value: 3 } } } }),
        "The data server's answer does not fit its conventions: expected the total as a whole number at 'meta.pagination.total', found an object with keys value.",
      ],
    ];
    for (const [error, message] of cases) {
      expect(error.status).toBe(502);
      expect(error.message).toBe(message);
    }
    // A total the upstream did not count is no total, not a misfit.
    const uncounted = adapterOf({ preset: 'postgrest' }).normalizeList(
      answer([{ id: 1 }], { 'content-range': '0-0/*' }),
      page,
      {},
    );
    expect(uncounted).toMatchObject({ totalResults: null, value: [{ id: 1 }] });
  });

  it('refuses a field that would write a key the upstream reads as something else', () => {
    for (const [preset, field] of [
      ['django-rest-framework', 'search'],
      ['django-rest-framework', 'limit'],
      ['django-rest-framework', 'ordering'],
      ['postgrest', 'select'],
      ['postgrest', 'order'],
      ['feathers', 'limitless'],
    ] as const) {
      const run = () => pairsOf({ preset }, { filters: [{ field, value: 'x' }] });
      if (field === 'limitless') {
        expect(run()).toContainEqual(['limitless', 'x']);
        continue;
      }
      expect(refusalOf(run).message, `${preset} ${field}`).toBe(`${messages.restFieldReserved} ${field}`);
    }
  });

  it('refuses two conditions on one key unless the upstream ANDs repeated keys', () => {
    const twice = { textSearch: { fields: ['name', 'name'], values: ['river', 'ltd'] } };
    expect(refusalOf(() => pairsOf({ preset: 'json-server-1' }, twice)).message).toBe(
      `${messages.restRepeatedKey} name:contains`,
    );
    expect(pairsOf({ preset: 'postgrest' }, twice).slice(2)).toEqual([
      ['name', 'ilike.*river*'],
      ['name', 'ilike.*ltd*'],
    ]);
  });

  it('refuses operator-like field names even when a call reaches it directly', () => {
    const adapter = adapterOf({ preset: 'feathers' });
    const input = { ...query({}), filters: [{ field: '$limit', value: 1 }] };
    expect(refusalOf(() => adapter.buildListRequest(input, { method: 'GET' })).status).toBe(400);
  });

  it('a number equality uses the equals template, or a range of one value without one', () => {
    const equal = { customFilters: [{ field: 'stock', value: 7, isVisible: true }] };
    expect(pairsOf({ preset: 'json-server-1' }, equal)).toContainEqual(['stock:eq', '7']);
    const noEquals = pairsOf({ preset: 'json-server-1', query: { equals: null } }, equal);
    expect(noEquals).toContainEqual(['stock:gte', '7']);
    expect(noEquals).toContainEqual(['stock:lte', '7']);
  });

  it('maps an offset that is not a multiple of the limit to the smallest page that covers it', () => {
    expect(pagePlan(20, 10)).toEqual({ page: 2, size: 10, skip: 0 });
    for (const [offset, limit] of [
      [25, 10],
      [7, 3],
      [99, 50],
    ]) {
      const plan = pagePlan(offset, limit);
      expect(plan.page * plan.size).toBeLessThanOrEqual(offset);
      expect(plan.page * plan.size + plan.size).toBeGreaterThanOrEqual(offset + limit);
      expect(plan.skip).toBe(offset - plan.page * plan.size);
    }
    const adapter = adapterOf({ preset: 'laravel' });
    // Offset 25 of 10 is page 2 of 12 (rows 24 to 35), read from its second row.
    expect(adapter.buildListRequest(query({ offset: 25, limit: 10 }), { method: 'GET' }).query).toEqual([
      ['page', '3'],
      ['per_page', '12'],
    ]);
    const rows = Array.from({ length: 12 }, (_, index) => ({ id: 24 + index }));
    const page = adapter.normalizeList(
      answer({ data: rows, total: 100 }),
      query({ offset: 25, limit: 10 }),
      {},
    );
    expect(page.value.map((row) => (row as { id: number }).id)).toEqual([
      25, 26, 27, 28, 29, 30, 31, 32, 33, 34,
    ]);
  });

  it('reads the next page of a cursor from the Link header or a body path, as a token or a URL', () => {
    expect(
      nextLink(
        '<https://api.github.com/repositories/1/issues?page=2>; rel="next", <https://api.github.com/repositories/1/issues?page=5>; rel="last"',
      ),
    ).toBe('https://api.github.com/repositories/1/issues?page=2');
    expect(nextLink('<https://x.test/a?page=1>; rel="prev"')).toBeUndefined();
    const link = adapterOf({
      preset: 'custom',
      rows: '',
      record: '',
      paging: { style: 'cursor', from: 'link', param: 'cursor', limit: 'per_page' },
      total: 'none',
      query: {},
      headers: {},
    });
    expect(link.cursor?.readNext(answer([], { link: '</items?after=9>; rel="next"' }))).toEqual({
      url: '/items?after=9',
    });
    const body = adapterOf({
      preset: 'custom',
      rows: 'items',
      record: '',
      paging: { style: 'cursor', from: { body: 'meta.next' }, param: 'after' },
      total: 'none',
      query: {},
      headers: {},
    });
    expect(body.cursor?.readNext(answer({ items: [], meta: { next: 'abc' } }))).toEqual({ token: 'abc' });
    expect(body.cursor?.readNext(answer({ items: [], meta: { next: null } }))).toBeUndefined();
    expect(body.normalizeList(answer({ items: [1], meta: { next: 'abc' } }), query({}), {}).hasMore).toBe(
      true,
    );
  });

  it('reads paths through own keys only: constructor and __proto__ find nothing every object inherits', () => {
    // Point 8 of the third pass: 'constructor.length' read Object's constructor, a total of 1.
    const inherited = adapterOf({
      preset: 'postgrest',
      rows: 'items',
      total: { body: 'constructor.length' },
    });
    const page = inherited.normalizeList(
      answer({ items: [{ id: 1 }, { id: 2 }] }),
      query({ offset: 0, limit: 10 }),
      {},
    );
    expect(page.totalResults).toBeNull();
    const proto = adapterOf({ preset: 'postgrest', rows: '__proto__' });
    expect(
      refusalOf(() => proto.normalizeList(answer({ items: [] }), query({ offset: 0, limit: 10 }), {}))
        .message,
    ).toBe(restRowsNotFound('__proto__', undefined));
    // What the answer itself holds under such a name is read.
    const own = JSON.parse('{"__proto__": [{"id": 7}]}');
    expect(proto.normalizeList(answer(own), query({ offset: 0, limit: 10 }), {}).value).toEqual([{ id: 7 }]);
  });

  it('builds one adapter per saved settings object', () => {
    const settings = restSettings.parse({ preset: 'postgrest' });
    expect(restAdapterFor(settings)).toBe(restAdapterFor(settings));
  });
});

describe('settings.rest as an admin saves it', () => {
  const issueOf = (input: unknown) => {
    const result = restSettings.safeParse(input);
    expect(result.success).toBe(false);
    return result.error?.issues[0]?.message;
  };

  it('takes a preset alone, and parts beside it that override it', () => {
    const convention = resolveRestConvention(
      restSettings.parse({ preset: 'laravel', total: { body: 'meta.total' }, query: { contains: null } }),
    );
    expect(convention.total).toEqual({ body: 'meta.total' });
    expect(convention.query.contains).toBeNull();
    expect(convention.query.sortAsc).toBe('sort={field}');
  });

  it('refuses an unknown preset, a custom one missing parts, and malformed templates, each saying why', () => {
    expect(issueOf({ preset: 'rails' })).toBe(messages.restInvalidPreset);
    expect(issueOf({ preset: 'custom', rows: 'items' })).toBe(
      `${messages.restCustomMissing} record, paging, total, query, headers.`,
    );
    expect(issueOf({ preset: 'feathers', query: { contains: 'name_like={value}' } })).toBe(
      messages.restTemplateNeedsField,
    );
    expect(issueOf({ preset: 'feathers', query: { equals: '{field}' } })).toBe(messages.restTemplateShape);
    expect(issueOf({ preset: 'feathers', query: { equals: '{value}={field}' } })).toBe(
      messages.restTemplateNeedsValue,
    );
    expect(issueOf({ preset: 'feathers', query: { sortAsc: 'sort={field}&x={value}' } })).toBe(
      messages.restTemplateNoValue,
    );
    expect(issueOf({ preset: 'feathers', query: { freeText: 'q={field}' } })).toBe(
      messages.restTemplateNoField,
    );
    expect(issueOf({ preset: 'feathers', query: { equals: '{field}={value}&{other}=1' } })).toBe(
      messages.restTemplateShape,
    );
    expect(issueOf({ preset: 'feathers', headers: { 'X-A': 'a\r\nSet-Cookie: x' } })).toBe(
      messages.restInvalidHeader,
    );
    expect(
      issueOf({ preset: 'feathers', paging: { style: 'page', page: 'p', size: 's', firstPage: 2 } }),
    ).toBeTruthy();
  });
});
