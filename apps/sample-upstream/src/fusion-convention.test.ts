import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fusionVersion } from './fusion-convention.ts';
import { entityNames } from './generate-data.ts';
import { type SampleUpstream, startSampleUpstream } from './start-sample-upstream.ts';

let upstream: SampleUpstream;
beforeAll(async () => {
  upstream = await startSampleUpstream();
});
afterAll(() => upstream.close());

type Collection = {
  items: Record<string, unknown>[];
  count: number;
  hasMore: boolean;
  limit: number;
  offset: number;
  totalResults?: number;
  links?: unknown[];
};
const fusion = async (path: string, params: Record<string, string | number>, version = '2') => {
  const response = await fetch(
    `${upstream.url}/open/fusion/${fusionVersion}${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    {
      headers: { 'REST-Framework-Version': version },
    },
  );
  const text = await response.text();
  return { status: response.status, text, body: (response.ok ? JSON.parse(text) : undefined) as Collection };
};

describe('the fusion convention', () => {
  it('answers items, count, hasMore, limit and offset, with totalResults only when asked', async () => {
    const plain = await fusion('/customers', {});
    expect(plain.body).toMatchObject({ count: 25, hasMore: true, limit: 25, offset: 0 });
    expect(plain.body.totalResults).toBeUndefined();
    const counted = await fusion('/customers', { limit: 10, offset: 2495, totalResults: 'true' });
    expect(counted.body).toMatchObject({
      count: 5,
      hasMore: false,
      limit: 10,
      offset: 2495,
      totalResults: 2500,
    });
  });

  it('adds links unless onlyData is true', async () => {
    const withLinks = await fusion('/products', { limit: 1 });
    expect(withLinks.body.items[0].links).toBeDefined();
    expect(withLinks.body.links).toBeDefined();
    const dataOnly = await fusion('/products', { limit: 1, onlyData: 'true' });
    expect(dataOnly.body.items[0].links).toBeUndefined();
  });

  it('reads q expressions: upper LIKE with escapes, numbers, AND, OR and parentheses', async () => {
    const { body } = await fusion('/products', {
      q: "upper(name) LIKE '%(100\\% COTTON)%' and (price >= 10 and price <= 200 or stock = 0)",
      totalResults: 'true',
      limit: '500',
      onlyData: 'true',
    });
    expect(body.totalResults).toBeGreaterThan(0);
    for (const row of body.items) {
      expect(String(row.name)).toContain('(100% cotton)');
      expect((Number(row.price) >= 10 && Number(row.price) <= 200) || row.stock === 0).toBe(true);
    }
    const quoted = await fusion('/customers', { q: "upper(name) LIKE '%O''NEIL%'", limit: '3' });
    expect(quoted.body.items.every((row) => String(row.name).startsWith("O'Neil"))).toBe(true);
    const literalUnderscore = await fusion('/customers', {
      q: "upper(name) LIKE 'BRIGHT\\_PATH%'",
      limit: '3',
    });
    expect(literalUnderscore.body.count).toBeGreaterThan(0);
    const wildcard = await fusion('/customers', { q: "upper(name) LIKE 'BRIGHTXPATH%'", limit: '3' });
    expect(wildcard.body.count).toBe(0);
  });

  it('sorts with orderBy F:asc or F:desc', async () => {
    const { body } = await fusion('/orders', { orderBy: 'total:desc', limit: '20', onlyData: 'true' });
    const totals = body.items.map((row) => Number(row.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('reads q as query-by-example under framework version 1', async () => {
    const { body } = await fusion('/customers', { q: 'country=Japan', limit: '5' }, '1');
    expect(body.items.every((row) => row.country === 'Japan')).toBe(true);
  });

  it('answers 400 in plain text for an invalid attribute', async () => {
    const { status, text } = await fusion('/customers', { q: "upper(nope) LIKE '%A%'" });
    expect(status).toBe(400);
    expect(text).toBe('Attribute nope in q is not valid');
  });

  it('answers items and child collections', async () => {
    const item = await fetch(`${upstream.url}/open/fusion/${fusionVersion}/customers/9?onlyData=true`);
    expect(await item.json()).toMatchObject({ id: 9 });
    const { body } = await fusion('/customers/9/child/contacts', { onlyData: 'true' });
    expect(body.items.every((row) => row.customerId === 9)).toBe(true);
  });

  it('answers an item of every entity by its id, and 404 for a missing one', async () => {
    for (const entity of entityNames) {
      const row = upstream.data[entity][41];
      const response = await fetch(
        `${upstream.url}/open/fusion/${fusionVersion}/${entity}/${row.id}?onlyData=true`,
      );
      expect(response.status, entity).toBe(200);
      expect(await response.json()).toEqual(row);
    }
    const missing = await fetch(`${upstream.url}/open/fusion/${fusionVersion}/orders/999999`);
    expect(missing.status).toBe(404);
  });

  it("keeps exact matches of q F = 'V', case and all, with quotes doubled and numbers as numbers", async () => {
    const manager = "François D'Angelo";
    const expected = upstream.data.customers.filter(
      (row) => row.accountManager === manager && row.segment === 'Public sector',
    );
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await fusion('/customers', {
      q: "accountManager = 'François D''Angelo' and segment = 'Public sector'",
      limit: 500,
      totalResults: 'true',
      onlyData: 'true',
    });
    expect(body.items).toEqual(expected);
    expect(body.totalResults).toBe(expected.length);
    const orders = await fusion('/orders', { q: 'customerId = 42', limit: 500, onlyData: 'true' });
    expect(orders.body.items).toEqual(upstream.data.orders.filter((row) => row.customerId === 42));
    for (const q of ["city = 'zürich'", "city = 'Zür'", "name = 'Bright_Path & Sons'"]) {
      const none = await fusion('/customers', { q, totalResults: 'true' });
      expect(none.body.totalResults, q).toBe(0);
    }
  });
});
