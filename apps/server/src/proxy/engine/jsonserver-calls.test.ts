import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEngine,
  dataOf,
  endpointFor,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';
import { sampleTables } from '../../../test/proxy/sample-tables.ts';
import { startJsonServer } from '../../../test/proxy/start-json-server.ts';

type Row = Record<string, unknown>;
const db = sampleTables();
let jsonServer: Awaited<ReturnType<typeof startJsonServer>>;
const engine = createTestEngine();
beforeAll(async () => {
  jsonServer = await startJsonServer(db);
});
afterAll(async () => {
  await engine.close();
  await jsonServer.close();
});

const page = async (entity: string, params: Record<string, unknown>) =>
  dataOf(
    await engine.call(inputFor(serverAt(jsonServer.url, 'jsonserver'), endpointFor(entity), { params })),
  );
const folds = (value: unknown, part: string) => String(value).toLowerCase().includes(part.toLowerCase());
const ids = (rows: Row[]) => rows.map((row) => row.id);

describe('json-server 0.17 through the jsonserver adapter', () => {
  it('pages with the total from X-Total-Count', async () => {
    const result = await page('customers', { offset: 20, limit: 10 });
    expect(ids(result.value)).toEqual(ids(db.customers.slice(20, 30)));
    expect(result).toMatchObject({ offset: 20, limit: 10, totalResults: 300, hasMore: true });
    expect((await page('customers', { offset: 295, limit: 10 })).hasMore).toBe(false);
  });

  it('sorts ascending and descending', async () => {
    const byName = [...db.customers].sort((a, b) => (String(a.name) < String(b.name) ? -1 : 1));
    expect(ids((await page('customers', { limit: 10, orderBy: 'name', sort: 'asc' })).value)).toEqual(
      ids(byName.slice(0, 10)),
    );
    expect(ids((await page('customers', { limit: 10, orderBy: 'name', sort: 'desc' })).value)).toEqual(
      ids(byName.reverse().slice(0, 10)),
    );
  });

  it('finds text case-insensitively and literally, whatever characters it holds', async () => {
    const cases: [string, string, string][] = [
      ['customers', 'name', "O'NEIL"],
      ['customers', 'city', 'zürich'],
      ['customers', 'name', 's.a.'],
      ['customers', 'name', 'bright_path'],
      ['products', 'name', '(100% cotton)'],
      ['products', 'name', '[2m]'],
      ['customers', 'name', 'blue river'],
    ];
    for (const [entity, field, value] of cases) {
      const rows = db[entity as keyof typeof db] as Row[];
      const expected = rows.filter((row) => folds(row[field], value));
      expect(expected.length, `${field} ${value}`).toBeGreaterThan(0);
      const result = await page(entity, { limit: 1000, textSearch: { fields: [field], values: [value] } });
      expect(ids(result.value), `${field} ${value}`).toEqual(ids(expected));
      expect(result.totalResults).toBe(expected.length);
    }
  });

  it('ANDs text entries, also two on the same field', async () => {
    const expected = db.customers.filter((row) => folds(row.name, 'river') && folds(row.name, 'ltd'));
    const result = await page('customers', {
      limit: 1000,
      textSearch: { fields: ['name', 'name'], values: ['river', 'ltd'] },
    });
    expect(ids(result.value)).toEqual(ids(expected));
  });

  it('filters number ranges and equality', async () => {
    const range = { field: 'price', value: 10, valueRange: 20.5, isVisible: true, isVisibleRange: true };
    const inRange = db.products.filter((row) => Number(row.price) >= 10 && Number(row.price) <= 20.5);
    expect(ids((await page('products', { limit: 1000, customFilters: [range] })).value)).toEqual(
      ids(inRange),
    );
    const equal = { ...range, field: 'creditLimit', value: 50000, isVisibleRange: false };
    const exact = db.customers.filter((row) => row.creditLimit === 50000);
    expect(ids((await page('customers', { limit: 1000, customFilters: [equal] })).value)).toEqual(ids(exact));
  });

  it("searches free text with json-server's own full text", async () => {
    const expected = db.customers.filter((row) => Object.values(row).some((value) => folds(value, 'malmö')));
    const result = await page('customers', { limit: 1000, textSearch: { fields: ['*'], values: ['Malmö'] } });
    expect(ids(result.value)).toEqual(ids(expected));
  });

  it('keeps only exact matches of params.filters, whatever characters they hold, all ANDed', async () => {
    const exact = (...pairs: Array<[string, unknown]>) => ({
      limit: 1000,
      filters: pairs.map(([field, value]) => ({ field, value })),
    });
    const where = (test: (row: Row) => boolean) => ids(db.customers.filter(test));
    const cases: Array<[Record<string, unknown>, unknown[]]> = [
      [
        exact(['accountManager', "François D'Angelo"]),
        where((row) => row.accountManager === "François D'Angelo"),
      ],
      [
        exact(['city', 'São Paulo'], ['segment', 'Public sector']),
        where((row) => row.city === 'São Paulo' && row.segment === 'Public sector'),
      ],
      [exact(['name', 'Bright_Path & Sons 12']), where((row) => row.name === 'Bright_Path & Sons 12')],
      [exact(['creditLimit', 7000]), where((row) => row.creditLimit === 7000)],
    ];
    for (const [params, expected] of cases) {
      expect(expected.length, JSON.stringify(params)).toBeGreaterThan(0);
      const result = await page('customers', params);
      expect(ids(result.value), JSON.stringify(params)).toEqual(expected);
      expect(result.totalResults).toBe(expected.length);
    }
  });

  it('never widens an exact match to other cases, parts, or either of two values', async () => {
    expect(db.customers.some((row) => row.city === 'Zürich')).toBe(true);
    for (const params of [
      { filters: [{ field: 'city', value: 'zürich' }] },
      { filters: [{ field: 'city', value: 'Zür' }] },
      {
        filters: [
          { field: 'city', value: 'Zürich' },
          { field: 'city', value: 'Berlin' },
        ],
      },
    ]) {
      const result = await page('customers', { limit: 1000, ...params });
      expect(result.value, JSON.stringify(params)).toEqual([]);
      expect(result.totalResults).toBe(0);
    }
  });
});
