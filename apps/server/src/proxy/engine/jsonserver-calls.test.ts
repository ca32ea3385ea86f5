import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, dataOf, endpointFor, inputFor, serverAt } from '../testing/engine-fixtures.ts';
import { sampleTables } from '../testing/sample-tables.ts';
import { startJsonServer } from '../testing/start-json-server.ts';

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
});
