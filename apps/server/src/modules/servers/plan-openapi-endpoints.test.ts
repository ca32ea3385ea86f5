import { limits } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { importStepBudget } from './openapi-analyses.ts';
import { responseKindOf as kindOf } from './openapi-response-kind.ts';
import { planOpenApiEndpoints } from './plan-openapi-endpoints.ts';
import { endpointNames, nameKey } from './unique-endpoint-name.ts';

const responseKindOf = (schema: unknown, rowsPaths: string[]) =>
  kindOf(schema, rowsPaths, importStepBudget());

const ok = { 200: { description: 'ok' } };

describe('what an OpenAPI operation becomes', () => {
  const plan = (document: object, serverUrl = 'https://api.example.com/', rowsPaths: string[] = []) =>
    planOpenApiEndpoints(document as never, importStepBudget(), { serverUrl, rowsPaths });

  it("takes the operation's own servers over the path item's and the document's", () => {
    const document = {
      openapi: '3.0.3',
      servers: [{ url: 'https://api.example.com/v1' }],
      paths: {
        '/a': { get: { responses: ok } },
        '/b': { servers: [{ url: '/v2' }], get: { responses: ok } },
        '/c': {
          servers: [{ url: '/v2' }],
          get: { servers: [{ url: 'https://api.example.com/v3/' }], responses: ok },
        },
      },
    };
    expect(plan(document).endpoints.map((endpoint) => endpoint.url)).toEqual(['v1/a', 'v2/b', 'v3/c']);
  });

  it("is relative to the server's own path, or to the document's base when its paths are elsewhere", () => {
    const document = {
      openapi: '3.0.3',
      servers: [{ url: '/api' }],
      paths: { '/api': { get: { responses: ok } }, '/x/{id}': { get: { responses: ok } } },
    };
    // '/api' + '/api' is '/api/api': under a server at /api/ it is 'api'.
    expect(plan(document, 'https://h.example/api/').endpoints.map((e) => e.url)).toEqual(['api', 'x/$(id)']);
    const root = {
      openapi: '3.0.3',
      servers: [{ url: 'https://h.example/api' }],
      paths: { '/': { get: { responses: ok } } },
    };
    expect(plan(root, 'https://h.example/api/').endpoints.map((e) => e.url)).toEqual(['']);
    expect(plan(root, 'https://other.example/elsewhere/').endpoints.map((e) => e.url)).toEqual(['']);
  });

  it('names an operation by its summary, else by its path as people say it, in one line of at most 200 characters', () => {
    const long = 'x'.repeat(300);
    const document = {
      openapi: '3.0.3',
      paths: {
        '/a': { get: { operationId: ' getA ', summary: 'A', responses: ok } },
        '/b': { get: { summary: 'Every\n  b', responses: ok } },
        '/d': { get: { summary: long, responses: ok } },
        '/api/v2/sales-orders': {
          get: { operationId: 'list_sales_orders_api_v2_sales_orders_get', responses: ok },
        },
        '/categories/{category_id}': { get: { operationId: 'CategoriesController_one', responses: ok } },
        '/customers/{id}/openTickets': { get: { responses: ok } },
        '/': { get: { responses: ok } },
      },
    };
    expect(plan(document).endpoints.map((endpoint) => endpoint.name)).toEqual([
      'A',
      'Every b',
      'x'.repeat(limits.shortText),
      'Sales orders',
      'Category',
      'Customer open tickets',
      'GET /',
    ]);
  });

  it('merges path-level query parameters with the operation’s own, once each', () => {
    const query = (name: string) => ({ name, in: 'query', schema: { type: 'string' } });
    const document = {
      openapi: '3.0.3',
      paths: {
        '/a': {
          parameters: [query('tenant'), query('q')],
          get: { parameters: [query('q'), { name: 'id', in: 'header' }, query('sort')], responses: ok },
        },
      },
    };
    expect(plan(document).endpoints[0].params).toEqual(['tenant', 'q', 'sort']);
  });
});

describe('the response kind of a success schema', () => {
  const array = { type: 'array', items: { type: 'object' } };

  it('is a list for an array, however the version writes it', () => {
    expect(responseKindOf(array, [])).toBe('list');
    expect(responseKindOf({ type: ['array', 'null'], items: {} }, [])).toBe('list');
    expect(responseKindOf({ items: { type: 'string' } }, [])).toBe('list');
    expect(responseKindOf({ oneOf: [{ type: 'null' }, array] }, [])).toBe('list');
    expect(responseKindOf({ type: 'object' }, [])).toBe('record');
    expect(responseKindOf(undefined, [''])).toBe('record');
  });

  it("is a list when the rows sit where the server's adapter reads them, composed or HAL", () => {
    const paged = {
      allOf: [
        { $comment: 'page' },
        { type: 'object', properties: { data: { properties: { rows: array } } } },
      ],
    };
    expect(responseKindOf(paged, ['data.rows'])).toBe('list');
    expect(responseKindOf(paged, ['rows'])).toBe('record');
    const hal = {
      type: 'object',
      properties: { _embedded: { type: 'object', properties: { people: array } } },
    };
    expect(responseKindOf(hal, ['_embedded.*'])).toBe('list');
    expect(responseKindOf(hal, ['_embedded.others'])).toBe('record');
  });

  it('stops on a circular schema', () => {
    const node: Record<string, unknown> = { type: 'object' };
    node.properties = { next: node };
    node.allOf = [node];
    expect(responseKindOf(node, ['next.next.next.next.rows'])).toBe('record');
  });
});

describe('the name an imported endpoint gets', () => {
  const claim = (taken: string[], wanted: string, current?: string) =>
    endpointNames(new Set(taken.map(nameKey))).claim(wanted, current);

  it('is its own when free, else the first free number, ignoring case', () => {
    const names = endpointNames(new Set(['orders', 'orders (2)']));
    expect(names.claim('Customers')).toBe('Customers');
    expect(names.claim('ORDERS')).toBe('ORDERS (3)');
    expect(names.claim('customers')).toBe('customers (2)');
    expect(names.claim('Orders')).toBe('Orders (4)');
    expect(names.claim('orders (5)')).toBe('orders (5)');
    expect(names.claim('Orders')).toBe('Orders (6)');
  });

  it('keeps the numbered name an endpoint already has', () => {
    expect(claim(['orders'], 'Orders', 'Orders (5)')).toBe('Orders (5)');
    expect(claim(['orders', 'orders (5)'], 'Orders', 'Orders (5)')).toBe('Orders (2)');
    expect(claim(['orders'], 'Orders', 'Something else')).toBe('Orders (2)');
  });

  it('stays within the length a name may have', () => {
    const long = 'n'.repeat(limits.shortText);
    expect(claim([long], long)).toBe(`${'n'.repeat(limits.shortText - 4)} (2)`);
  });

  it('costs a few looks at the taken names each, however many share the name', () => {
    // Counting every look: probing " (2)", " (3)", … from the start each time made 11,500
    // operations of one name take 66 million looks (7.8 s).
    let looks = 0;
    const taken = new (class extends Set<string> {
      override has(key: string) {
        looks += 1;
        return super.has(key);
      }
    })(['orders']);
    const names = endpointNames(taken);
    const claimed = Array.from({ length: 10_000 }, () => names.claim('Orders'));
    expect(claimed.at(-1)).toBe('Orders (10001)');
    expect(new Set(claimed).size).toBe(10_000);
    expect(looks).toBeLessThan(3 * 10_000);
  });
});
