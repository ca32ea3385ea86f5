import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityNames } from './generate-data.ts';
import { type SampleUpstream, startSampleUpstream } from './start-sample-upstream.ts';

let upstream: SampleUpstream;
beforeAll(async () => {
  upstream = await startSampleUpstream();
});
afterAll(() => upstream.close());

type Envelope = {
  value: Record<string, unknown>[];
  offset: number;
  limit: number;
  totalResults: number;
  hasMore: boolean;
};
const list = async (path: string, params: Record<string, unknown> = {}) => {
  const search = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  );
  const response = await fetch(`${upstream.url}${path}?${search}`);
  return { status: response.status, body: (await response.json()) as Envelope };
};

describe('the default convention', () => {
  it('answers the envelope with offset, limit, total and hasMore', async () => {
    const { body } = await list('/open/api/customers', { offset: 2490, limit: 20 });
    expect(body).toMatchObject({ offset: 2490, limit: 20, totalResults: 2500, hasMore: false });
    expect(body.value).toHaveLength(10);
    expect((await list('/open/api/orders')).body).toMatchObject({
      limit: 50,
      hasMore: true,
      totalResults: 10000,
    });
  });

  it('ANDs case-insensitive text entries and searches free text over the named fields', async () => {
    const { body } = await list('/open/api/customers', {
      textSearch: { fields: ['name', '*'], values: ["o'neil", 'MÜNCHEN'] },
      freeTextFields: ['city', 'country'],
    });
    expect(body.totalResults).toBeGreaterThan(0);
    for (const row of body.value) {
      expect(String(row.name).toLowerCase()).toContain("o'neil");
      expect(row.city).toBe('München');
    }
  });

  it('ignores accents in text search: zurich finds Zürich', async () => {
    const zurich = upstream.data.customers.filter((row) => row.city === 'Zürich');
    expect(zurich.length).toBeGreaterThan(0);
    for (const [field, value] of [
      ['city', 'zurich'],
      ['*', 'ZURICH'],
    ]) {
      const { body } = await list('/open/api/customers', {
        limit: 1000,
        textSearch: { fields: [field], values: [value] },
        freeTextFields: ['city'],
      });
      expect(body.totalResults, `${field}: ${value}`).toBe(zurich.length);
    }
  });

  it('filters numbers by equality or inclusive range and sorts either way', async () => {
    const range = {
      field: 'price',
      type: 'Number',
      value: 10,
      valueRange: 20,
      isVisible: true,
      isVisibleRange: true,
    };
    const { body } = await list('/open/api/products', {
      customFilters: [range],
      orderBy: 'price',
      sort: 'desc',
    });
    const prices = body.value.map((row) => Number(row.price));
    expect(prices.every((price) => price >= 10 && price <= 20)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const equal = { ...range, field: 'creditLimit', value: 50000, isVisibleRange: false };
    const exact = await list('/open/api/customers', { customFilters: [equal] });
    expect(exact.body.value.every((row) => row.creditLimit === 50000)).toBe(true);
  });

  it('filters on any field named as a plain parameter, and answers child lists', async () => {
    const byParam = await list('/open/api/orders', { customerId: 42, limit: 1000 });
    const child = await list('/open/api/customers/42/orders', { limit: 1000 });
    expect(byParam.body.totalResults).toBeGreaterThan(0);
    expect(child.body.value).toEqual(byParam.body.value);
  });

  it('reads the query from a JSON body on POST', async () => {
    const response = await fetch(`${upstream.url}/open/api/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offset: 5, limit: 3, orderBy: 'id', sort: 'asc' }),
    });
    const body = (await response.json()) as Envelope;
    expect(body.value.map((row) => row.id)).toEqual([6, 7, 8]);
  });

  it('answers a record, or 404 with a message', async () => {
    const record = await fetch(`${upstream.url}/open/api/products/7`);
    expect(await record.json()).toMatchObject({ id: 7, sku: 'SKU-00007' });
    const missing = await fetch(`${upstream.url}/open/api/products/99999`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No products record 99999' });
  });

  it('answers a record of every entity by its id', async () => {
    for (const entity of entityNames) {
      const row = upstream.data[entity][41];
      const response = await fetch(`${upstream.url}/open/api/${entity}/${row.id}`);
      expect(response.status, entity).toBe(200);
      expect(await response.json()).toEqual(row);
    }
  });

  it('keeps the exact matches of filters, case and all, ANDed, by GET or POST', async () => {
    const manager = "François D'Angelo";
    const expected = upstream.data.customers.filter(
      (row) => row.accountManager === manager && row.segment === 'Public sector',
    );
    expect(expected.length).toBeGreaterThan(0);
    const filters = [
      { field: 'accountManager', value: manager },
      { field: 'segment', value: 'Public sector' },
    ];
    const byGet = await list('/open/api/customers', { limit: 1000, filters });
    expect(byGet.body.value).toEqual(expected);
    expect(byGet.body.totalResults).toBe(expected.length);
    const byPost = await fetch(`${upstream.url}/open/api/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1000, filters }),
    });
    expect(((await byPost.json()) as Envelope).value).toEqual(expected);
    const contacts = await list('/open/api/contacts', {
      limit: 1000,
      filters: [{ field: 'customerId', value: 42 }],
    });
    expect(contacts.body.value).toEqual(upstream.data.contacts.filter((row) => row.customerId === 42));
    for (const value of ['zürich', 'Zür', ' Zürich']) {
      const none = await list('/open/api/customers', { filters: [{ field: 'city', value }] });
      expect(none.body.totalResults, value).toBe(0);
    }
  });

  it('answers 400 for filters that are not a list of fields and values', async () => {
    for (const filters of ['city', { field: 'city', value: 'Oslo' }, [{ field: 'city', value: null }]]) {
      const { status, body } = await list('/open/api/customers', { filters });
      expect(status, JSON.stringify(filters)).toBe(400);
      expect(body).toHaveProperty('message');
    }
  });

  it('answers 400 with a message for a malformed query', async () => {
    const { status, body } = await list('/open/api/customers', { limit: 0 });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'limit must be a whole number from 1 to 1000' });
  });
});
