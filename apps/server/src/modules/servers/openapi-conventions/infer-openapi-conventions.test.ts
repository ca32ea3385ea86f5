import { endpointImportMessages as text } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { badRequest } from '../../../errors.ts';
import { createStepBudget } from '../../../http/step-budget.ts';
import { importStepBudget } from '../openapi-analyses.ts';
import { inferOpenApiConventions } from './infer-openapi-conventions.ts';

type Parameter = Record<string, unknown>;
const query = (name: string, schema: object = { type: 'string' }, extra: object = {}): Parameter => ({
  name,
  in: 'query',
  schema,
  ...extra,
});
const ticket = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    status: { type: 'string', enum: ['open', 'pending', 'closed'] },
    hours_spent: { type: 'number' },
    customer_id: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
  },
};
const answer = (schema: object, headers?: object) => ({
  200: { description: 'ok', content: { 'application/json': { schema } }, ...(headers ? { headers } : {}) },
});

/** A document with one list of tickets answering `page`, with `parameters`, and a ticket by id. */
function documentOf(page: object, parameters: Parameter[], headers?: object) {
  return {
    openapi: '3.0.3',
    info: { title: 'Desk', version: '1' },
    paths: {
      '/tickets': { get: { parameters, responses: answer(page, headers) } },
      '/tickets/{ticket_id}': {
        get: {
          parameters: [{ name: 'ticket_id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: answer(ticket),
        },
      },
    },
  };
}

const infer = (document: object) => inferOpenApiConventions(document as never, importStepBudget());
const envelope = (properties: object) => ({ type: 'object', properties });
const rowsOf = (schema = ticket) => ({ type: 'array', items: schema });
const partsOf = (page: object, parameters: Parameter[] = [], headers?: object) =>
  infer(documentOf(page, parameters, headers));
const unknownParts = (result: ReturnType<typeof infer>) => result.unknown.map((entry) => entry.part);

describe('where the rows and the total sit, from the list answers', () => {
  it.each([
    [
      '{items, total} (FastAPI pagination)',
      { items: rowsOf(), total: { type: 'integer' } },
      'items',
      { body: 'total' },
    ],
    [
      '{results, count} (Django REST framework)',
      { count: { type: 'integer' }, results: rowsOf() },
      'results',
      { body: 'count' },
    ],
    [
      '{data, meta.total}',
      { data: rowsOf(), meta: envelope({ total: { type: 'number' }, offset: { type: 'number' } }) },
      'data',
      { body: 'meta.total' },
    ],
    [
      "Spring's page.totalElements",
      { content: rowsOf(), page: envelope({ totalElements: { type: 'integer' } }) },
      'content',
      { body: 'page.totalElements' },
    ],
    [
      'one array under another name',
      { tickets: rowsOf(), totalCount: { type: 'integer' } },
      'tickets',
      { body: 'totalCount' },
    ],
    [
      'a nested list',
      { data: envelope({ items: rowsOf() }), total: { type: 'integer' } },
      'data.items',
      { body: 'total' },
    ],
  ])('%s', (_name, properties, rows, total) => {
    const { set } = partsOf(envelope(properties));
    expect(set.rows).toBe(rows);
    expect(set.total).toEqual(total);
  });

  it('reads a bare array as the rows, and the total from a declared X-Total-Count header', () => {
    const { set } = partsOf(rowsOf(), [], { 'X-Total-Count': { schema: { type: 'integer' } } });
    expect(set.rows).toBe('');
    expect(set.total).toBe('x-total-count');
  });

  it('says the total is unknown when no answer counts its rows', () => {
    const result = partsOf(rowsOf());
    expect(result.set.total).toBeUndefined();
    expect(unknownParts(result)).toContain('total');
  });

  it('reads a record wrapped in data, and a plain record as the body', () => {
    const wrapped = documentOf(envelope({ data: rowsOf() }), []);
    (wrapped.paths['/tickets/{ticket_id}'].get.responses as object) = answer(envelope({ data: ticket }));
    expect(infer(wrapped).set.record).toBe('data');
    expect(partsOf(envelope({ items: rowsOf() })).set.record).toBe('');
  });
});

describe('how the lists page, from their parameters', () => {
  const page = envelope({ items: rowsOf(), total: { type: 'integer' } });
  it('page and size counting from the minimum the document gives', () => {
    const result = partsOf(page, [
      query('page', { type: 'integer', minimum: 1, default: 1 }),
      query('size', { type: 'integer', maximum: 100 }),
    ]);
    expect(result.set.paging).toEqual({ style: 'page', page: 'page', size: 'size', firstPage: 1 });
    expect(unknownParts(result)).not.toContain('paging');
  });

  it('pages from 0 where the default says so', () => {
    const { set } = partsOf(page, [
      query('page', { type: 'integer', default: 0 }),
      query('per_page', { type: 'integer' }),
    ]);
    expect(set.paging).toEqual({ style: 'page', page: 'page', size: 'per_page', firstPage: 0 });
  });

  it('assumes pages from 1 when the document does not say, and says so', () => {
    const result = partsOf(page, [
      query('page', { type: 'integer' }),
      query('page_size', { type: 'integer' }),
    ]);
    expect(result.set.paging).toEqual({ style: 'page', page: 'page', size: 'page_size', firstPage: 1 });
    expect(result.unknown).toContainEqual({
      part: 'paging',
      reason: 'The document does not say whether pages count from 0 or 1: 1 is used.',
    });
  });

  it('offset and limit', () => {
    const { set } = partsOf(page, [
      query('offset', { type: 'integer' }),
      query('limit', { type: 'integer' }),
    ]);
    expect(set.paging).toEqual({ style: 'offset', offset: 'offset', limit: 'limit' });
  });

  it('a cursor read from the answer, or from the Link header', () => {
    const withNext = envelope({
      data: rowsOf(),
      meta: envelope({ next_cursor: { type: 'string', nullable: true } }),
    });
    expect(partsOf(withNext, [query('cursor'), query('limit', { type: 'integer' })]).set.paging).toEqual({
      style: 'cursor',
      from: { body: 'meta.next_cursor' },
      param: 'cursor',
      limit: 'limit',
    });
    expect(partsOf(rowsOf(), [query('after')], { Link: { schema: { type: 'string' } } }).set.paging).toEqual({
      style: 'cursor',
      from: 'link',
      param: 'after',
    });
  });

  it('none when a list declares no paging parameter', () => {
    expect(partsOf(rowsOf(), [query('status')]).set.paging).toEqual({ style: 'none' });
  });

  it('unknown when the paging parameters do not pair', () => {
    const result = partsOf(page, [query('page', { type: 'integer' })]);
    expect(result.set.paging).toBeUndefined();
    expect(unknownParts(result)).toContain('paging');
  });
});

describe('the filters, search and sort the lists declare', () => {
  const page = envelope({ items: rowsOf(), total: { type: 'integer' } });

  it('an exact match for each parameter named after a field, several values where it takes a list', () => {
    const result = partsOf(page, [
      query('status', { type: 'array', items: { type: 'string', enum: ['open', 'pending', 'closed'] } }),
      query('customer_id', { type: 'integer' }),
    ]);
    expect(result.set.query?.equals).toBe('{field}={value}');
    const params = result.endpoints.get('GET /tickets')?.params;
    expect(params).toContainEqual({
      name: 'status',
      type: 'text',
      values: ['open', 'pending', 'closed'],
      multiple: true,
    });
    expect(params).toContainEqual({ name: 'customer_id', type: 'integer' });
  });

  it('a list written comma-separated (explode: false) does not take several values by repeating its key', () => {
    const result = partsOf(page, [
      query('status', { type: 'array', items: { type: 'string' } }, { explode: false }),
    ]);
    expect(result.endpoints.get('GET /tickets')?.params[0].multiple).toBeUndefined();
  });

  it('no exact filters when no parameter is named after a field, and says so', () => {
    const result = partsOf(page, [query('flavour')]);
    expect(result.set.query?.equals).toBeUndefined();
    expect(unknownParts(result)).toContain('equals');
    expect(result.unknown).toContainEqual({
      part: 'parameters',
      reason: 'Parameters the portal does not offer, as their meaning is not clear: flavour.',
    });
  });

  it.each([
    ['min_hours', 'max_hours'],
    ['hours_min', 'hours_max'],
    ['hours_spent_gte', 'hours_spent_lte'],
    ['hours_spent__gte', 'hours_spent__lte'],
    ['hours_spent[gte]', 'hours_spent[lte]'],
    ['minHoursSpent', 'maxHoursSpent'],
    ['hours_from', 'hours_to'],
  ])('a range pair %s / %s mapped to the field it bounds', (from, to) => {
    const result = partsOf(page, [query(from, { type: 'number' }), query(to, { type: 'number' })]);
    expect(result.set.ranges).toEqual({ hours_spent: { from, to } });
  });

  it('maps a range to a date field, and says which bounds have no partner', () => {
    const result = partsOf(page, [
      query('created_at_gte', { type: 'string', format: 'date-time' }),
      query('created_at_lte', { type: 'string', format: 'date-time' }),
      query('min_weight', { type: 'number' }),
    ]);
    expect(result.set.ranges).toEqual({ created_at: { from: 'created_at_gte', to: 'created_at_lte' } });
    expect(result.unknown).toContainEqual({
      part: 'ranges',
      reason: 'Parameters without a partner or a field to bound: min_weight.',
    });
  });

  it('the text parameter searches the rows', () => {
    expect(partsOf(page, [query('search')]).set.query?.freeText).toBe('search={value}');
    expect(partsOf(page, [query('q')]).set.query?.freeText).toBe('q={value}');
    expect(unknownParts(partsOf(page, []))).toContain('freeText');
  });

  it('"contains" on a field where a parameter says so', () => {
    expect(partsOf(page, [query('title__icontains')]).set.query?.contains).toBe('{field}__icontains={value}');
    expect(partsOf(page, [query('title_like')]).set.query?.contains).toBe('{field}_like={value}');
  });

  it.each([
    [
      '-field in an enum',
      query('order_by', { type: 'string', enum: ['id', '-id', 'hours_spent', '-hours_spent'] }),
      'order_by={field}',
      'order_by=-{field}',
    ],
    [
      'field:desc in an enum',
      query('sort', { type: 'string', enum: ['id:asc', 'id:desc', 'title:asc', 'title:desc'] }),
      'sort={field}:asc',
      'sort={field}:desc',
    ],
    [
      'field,desc in an enum',
      query('sort', { type: 'array', items: { enum: ['title,asc', 'title,desc'] } }),
      'sort={field},asc',
      'sort={field},desc',
    ],
    [
      'a pattern allowing a leading -',
      query('ordering', { type: 'string', pattern: '^-?[a-z_]+$' }),
      'ordering={field}',
      'ordering=-{field}',
    ],
    [
      'its description',
      query(
        'sort',
        { type: 'string' },
        { description: 'Field to sort by; prefix it with "-" for descending.' },
      ),
      'sort={field}',
      'sort=-{field}',
    ],
  ])('the sort parameter with its descending spelling: %s', (_name, parameter, asc, desc) => {
    const { set } = partsOf(page, [parameter]);
    expect(set.query?.sortAsc).toBe(asc);
    expect(set.query?.sortDesc).toBe(desc);
  });

  it('a sort parameter beside a direction parameter', () => {
    const { set } = partsOf(page, [
      query('sort_by', { type: 'string', enum: ['title', 'hours_spent'] }),
      query('order', { type: 'string', enum: ['ASC', 'DESC'] }),
    ]);
    expect(set.query?.sortAsc).toBe('sort_by={field}&order=ASC');
    expect(set.query?.sortDesc).toBe('sort_by={field}&order=DESC');
  });

  it('a sort whose descending spelling the document does not say sorts neither way, and says so', () => {
    const result = partsOf(page, [query('sort')]);
    expect(result.set.query?.sortAsc).toBe('sort={field}');
    expect(result.set.query?.sortDesc).toBeNull();
    expect(result.unknown).toContainEqual({
      part: 'sortDesc',
      reason: 'The document does not say how sort sorts descending: columns do not sort.',
    });
  });
});

describe('what the document says of each endpoint', () => {
  it("keeps the rows' fields in the schema's order with their kinds and enums, and the record's", () => {
    const result = partsOf(envelope({ items: rowsOf() }));
    const expected = [
      { name: 'id', type: 'integer' },
      { name: 'title', type: 'text' },
      { name: 'status', type: 'text', values: ['open', 'pending', 'closed'] },
      { name: 'hours_spent', type: 'number' },
      { name: 'customer_id', type: 'integer' },
      { name: 'created_at', type: 'datetime' },
    ];
    expect(result.endpoints.get('GET /tickets')?.fields).toEqual(expected);
    expect(result.endpoints.get('GET /tickets/{ticket_id}')?.fields).toEqual(expected);
  });

  it('reads fields through allOf, nullable kinds and 3.1 type lists', () => {
    const row = {
      allOf: [
        { type: 'object', properties: { id: { type: 'integer' } } },
        {
          type: 'object',
          properties: {
            due: { type: ['string', 'null'], format: 'date' },
            done: { type: 'boolean', nullable: true },
          },
        },
      ],
    };
    const result = partsOf(rowsOf(row as never));
    expect(result.endpoints.get('GET /tickets')?.fields).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'due', type: 'date' },
      { name: 'done', type: 'boolean' },
    ]);
  });

  it('reads Swagger 2 query parameters, whose schema is the parameter itself', () => {
    const document = {
      swagger: '2.0',
      info: { title: 'Old', version: '1' },
      paths: {
        '/tickets': {
          get: {
            parameters: [
              {
                name: 'status',
                in: 'query',
                type: 'array',
                items: { type: 'string', enum: ['open', 'closed'] },
                collectionFormat: 'multi',
              },
              { name: 'offset', in: 'query', type: 'integer' },
              { name: 'limit', in: 'query', type: 'integer' },
            ],
            responses: {
              200: { description: 'ok', schema: envelope({ results: rowsOf(), count: { type: 'integer' } }) },
            },
          },
        },
      },
    };
    const result = infer(document);
    expect(result.set.paging).toEqual({ style: 'offset', offset: 'offset', limit: 'limit' });
    expect(result.endpoints.get('GET /tickets')?.params[0]).toEqual({
      name: 'status',
      type: 'text',
      values: ['open', 'closed'],
      multiple: true,
    });
  });
});

describe('bounded work', () => {
  it('walks a circular schema without end, and stops a document past its step budget with a 400', () => {
    const node: Record<string, unknown> = { type: 'object', properties: { id: { type: 'integer' } } };
    (node.properties as Record<string, unknown>).parent = node;
    expect(partsOf(envelope({ items: rowsOf(node as never), total: { type: 'integer' } })).set.rows).toBe(
      'items',
    );
    expect(() =>
      inferOpenApiConventions(
        documentOf(envelope({ items: rowsOf() }), []) as never,
        createStepBudget(10, () => badRequest(text.importTooIntricate)),
      ),
    ).toThrow(text.importTooIntricate);
  });
});
