import { limits } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { responseKindOf } from './openapi-response-kind.ts';
import { planOpenApiEndpoints } from './plan-openapi-endpoints.ts';
import { uniqueEndpointName } from './unique-endpoint-name.ts';

const ok = { 200: { description: 'ok' } };

describe('what an OpenAPI operation becomes', () => {
  const plan = (document: object, serverUrl = 'https://api.example.com/', rowsPaths: string[] = []) =>
    planOpenApiEndpoints(document as never, { serverUrl, rowsPaths });

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

  it('names an operation by operationId, else summary, else method and path, in one line of at most 200 characters', () => {
    const long = 'x'.repeat(300);
    const document = {
      openapi: '3.0.3',
      paths: {
        '/a': { get: { operationId: ' getA ', summary: 'A', responses: ok } },
        '/b': { get: { summary: 'Every\n  b', responses: ok } },
        '/c': { get: { operationId: '  ', responses: ok } },
        '/d': { get: { summary: long, responses: ok } },
      },
    };
    expect(plan(document).endpoints.map((endpoint) => endpoint.name)).toEqual([
      'getA',
      'Every b',
      'GET /c',
      'x'.repeat(limits.shortText),
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
  it('is its own when free, else the first free number, ignoring case', () => {
    const taken = new Set(['orders', 'orders (2)']);
    expect(uniqueEndpointName('Customers', taken)).toBe('Customers');
    expect(uniqueEndpointName('ORDERS', taken)).toBe('ORDERS (3)');
    expect(uniqueEndpointName('customers', taken)).toBe('customers (2)');
    expect([...taken]).toEqual(['orders', 'orders (2)', 'customers', 'orders (3)', 'customers (2)']);
  });

  it('keeps the numbered name an endpoint already has', () => {
    expect(uniqueEndpointName('Orders', new Set(['orders']), 'Orders (5)')).toBe('Orders (5)');
    expect(uniqueEndpointName('Orders', new Set(['orders', 'orders (5)']), 'Orders (5)')).toBe('Orders (2)');
    expect(uniqueEndpointName('Orders', new Set(['orders']), 'Something else')).toBe('Orders (2)');
  });

  it('stays within the length a name may have', () => {
    const long = 'n'.repeat(limits.shortText);
    const name = uniqueEndpointName(long, new Set([long]));
    expect(name).toBe(`${'n'.repeat(limits.shortText - 4)} (2)`);
  });
});
