import { messages, type RestSettings } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, dataOf, endpointFor, failureOf, inputFor, serverAt } from './engine-fixtures.ts';
import { compareCodePoints } from './rows-match-query.ts';
import { sampleTables } from './sample-tables.ts';

type Row = Record<string, unknown>;
type Tables = ReturnType<typeof sampleTables>;
type Started = { url: string; close(): Promise<void> };

export type RestConformance = {
  /** Starts the real framework serving these tables (customers, products) at `url` + the table name. */
  start(tables: Tables): Promise<Started>;
  rest: RestSettings;
  /** Whether the convention has a "contains" template (else the call must be refused). */
  contains: boolean;
  /** Whether the convention has free text, the framework searching every text field (else the call must be refused). */
  freeText: boolean;
  /** How the framework orders text, to compare its sort with. */
  compare?: (a: unknown, b: unknown) => number;
};

const ids = (rows: Row[]) => rows.map((row) => String(row.id));
const folds = (value: unknown, part: string) => String(value).toLowerCase().includes(part.toLowerCase());

/**
 * The same battery for every framework the rest adapter is run against (DESIGN.md §6a): every row
 * paged exactly once with the right total, sort both ways, exact match, a number range, a record by
 * id, text search where the convention has it and a clear 400 where not, operator-like field names
 * refused. The framework runs for real; only the data is generated.
 */
export function describeRestConformance(name: string, options: RestConformance) {
  describe(`${name} through the rest adapter (preset ${options.rest.preset})`, () => {
    const db = sampleTables(120, 120);
    const engine = createTestEngine();
    const compare = options.compare ?? compareCodePoints;
    let upstream: Started;
    beforeAll(async () => {
      upstream = await options.start(db);
    });
    afterAll(async () => {
      await engine.close();
      await upstream?.close();
    });

    const server = () => ({ ...serverAt(upstream.url, 'rest'), rest: options.rest });
    const page = async (entity: string, params: Record<string, unknown>) =>
      dataOf(await engine.call(inputFor(server(), endpointFor(entity), { params })));
    const refusal = (entity: string, params: Record<string, unknown>) =>
      failureOf(engine.call(inputFor(server(), endpointFor(entity), { params })));

    it('pages through every row exactly once, with the total on every page', async () => {
      const seen: string[] = [];
      let hasMore = true;
      for (let offset = 0; hasMore; offset += 7) {
        const result = await page('customers', { offset, limit: 7, orderBy: 'id', sort: 'asc' });
        expect(result.totalResults).toBe(db.customers.length);
        expect(result.value.length).toBeLessThanOrEqual(7);
        seen.push(...ids(result.value));
        hasMore = result.hasMore;
        expect(offset).toBeLessThan(db.customers.length);
      }
      expect(seen.toSorted()).toEqual(ids(db.customers).toSorted());
      expect(new Set(seen).size).toBe(db.customers.length);
    });

    it('answers an offset past the last row with no rows', async () => {
      const result = await page('customers', { offset: db.customers.length, limit: 10 });
      expect(result.value).toEqual([]);
      expect(result.hasMore).toBe(false);
    });

    it('sorts ascending and descending', async () => {
      const byName = [...db.customers].sort((a, b) => compare(a.name, b.name));
      const ascending = await page('customers', { limit: 10, orderBy: 'name', sort: 'asc' });
      expect(ascending.value.map((row) => row.name)).toEqual(byName.slice(0, 10).map((row) => row.name));
      const descending = await page('customers', { limit: 10, orderBy: 'name', sort: 'desc' });
      expect(descending.value.map((row) => row.name)).toEqual(
        byName
          .reverse()
          .slice(0, 10)
          .map((row) => row.name),
      );
    });

    it('keeps only the exact matches of params.filters, all ANDed', async () => {
      const city = String(db.customers[3].city);
      const segment = String(db.customers[3].segment);
      const expected = db.customers.filter((row) => row.city === city && row.segment === segment);
      const result = await page('customers', {
        limit: 1000,
        filters: [
          { field: 'city', value: city },
          { field: 'segment', value: segment },
        ],
      });
      expect(ids(result.value).toSorted()).toEqual(ids(expected).toSorted());
      expect(result.totalResults).toBe(expected.length);
      const none = await page('customers', {
        limit: 1000,
        filters: [{ field: 'city', value: city.slice(0, 3) }],
      });
      expect(none.value).toEqual([]);
    });

    it('filters an inclusive number range and a number equality', async () => {
      const range = { field: 'price', value: 10, valueRange: 50.5, isVisible: true, isVisibleRange: true };
      const inRange = db.products.filter((row) => Number(row.price) >= 10 && Number(row.price) <= 50.5);
      expect(inRange.length).toBeGreaterThan(0);
      const result = await page('products', { limit: 1000, customFilters: [range] });
      expect(ids(result.value).toSorted()).toEqual(ids(inRange).toSorted());
      const limit = Number(db.customers[0].creditLimit);
      const equal = { field: 'creditLimit', value: limit, isVisible: true };
      const exact = db.customers.filter((row) => row.creditLimit === limit);
      const equalResult = await page('customers', { limit: 1000, customFilters: [equal] });
      expect(ids(equalResult.value).toSorted()).toEqual(ids(exact).toSorted());
    });

    it('reads a record by its id', async () => {
      const record = db.customers[4];
      const endpoint = endpointFor('customers/$(id)', { response: 'record' });
      const result = dataOf<Row>(
        await engine.call(inputFor(server(), endpoint, { urlVariables: { id: record.id } })),
      );
      expect(result).toMatchObject({ name: record.name, city: record.city });
    });

    if (options.contains) {
      it('finds text in a field case-insensitively', async () => {
        const expected = db.customers.filter((row) => folds(row.name, 'RIVER'));
        expect(expected.length).toBeGreaterThan(0);
        const result = await page('customers', {
          limit: 1000,
          textSearch: { fields: ['name'], values: ['RIVER'] },
        });
        expect(ids(result.value).toSorted()).toEqual(ids(expected).toSorted());
      });
    } else {
      it('refuses text search in a field with a 400 naming it, instead of dropping it', async () => {
        const error = await refusal('customers', { textSearch: { fields: ['name'], values: ['river'] } });
        expect(error.status).toBe(400);
        expect(error.message).toBe(`${messages.restUnsupported} text search in a field (contains).`);
      });
    }

    if (options.freeText) {
      it("finds free text with the framework's own search over the text fields", async () => {
        const texts = (row: Row) => Object.values(row).filter((value) => typeof value === 'string');
        const expected = db.customers.filter((row) => texts(row).some((value) => folds(value, 'RIVER')));
        expect(expected.length).toBeGreaterThan(0);
        const result = await page('customers', {
          limit: 1000,
          textSearch: { fields: ['*'], values: ['RIVER'] },
        });
        expect(ids(result.value).toSorted()).toEqual(ids(expected).toSorted());
        expect(result.totalResults).toBe(expected.length);
      });
    } else {
      it('refuses free text with a 400 naming it, instead of dropping it', async () => {
        const error = await refusal('customers', { textSearch: { fields: ['*'], values: ['river'] } });
        expect(error.status).toBe(400);
        expect(error.message).toBe(`${messages.restUnsupported} free-text search (freeText).`);
      });
    }

    it('refuses operator-like field names before anything reaches the upstream', async () => {
      const fields = [
        'name:contains',
        'price_gte',
        '_sort',
        '$limit',
        'name__icontains',
        'name[$ne]',
        'constructor',
      ];
      for (const field of fields) {
        const error = await refusal('customers', { filters: [{ field, value: 'x' }] });
        expect(error.status, field).toBe(400);
        const sorted = await refusal('customers', { orderBy: field });
        expect(sorted.status, field).toBe(400);
      }
    });
  });
}
