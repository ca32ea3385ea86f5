import { type Endpoint, parseUrlVariables, type SearchView, type Server, type View } from '@portal/contracts';
import type { EntityName, SampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededDemo } from '../../test/demo-test-support.ts';
import { callApi } from '../../test/server-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

type Page = { status: number; data: { value: Array<Record<string, unknown>>; totalResults: number | null } };

describe('the demo account', () => {
  let upstream: SampleUpstream;
  let test: TestApp;
  let cookie: string;

  beforeAll(async () => {
    ({ test, upstream, cookie } = await startSeededDemo());
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  const proxy = async (body: object): Promise<Page> =>
    (await callApi(test, cookie, 'POST', '/api/proxy', body)).json();
  const readView = async (uuid: string): Promise<View> =>
    (await callApi(test, cookie, 'GET', `/api/views/${uuid}`)).json();

  async function searchViews(): Promise<SearchView[]> {
    const mine = (await callApi(test, cookie, 'GET', '/api/myviews')).json() as Array<{
      beView: { uuid: string; type: string };
    }>;
    const search = mine.filter((entry) => entry.beView.type === 'search');
    return Promise.all(search.map(async (entry) => (await readView(entry.beView.uuid)) as SearchView));
  }

  it("puts a search page per sample convention on the admin's Home, through the group 'Everyone'", async () => {
    const groups = (await callApi(test, cookie, 'GET', '/api/groups')).json();
    expect(groups.map((group: { name: string }) => group.name)).toEqual(['Everyone']);
    const names = (await searchViews()).map((view) => view.name);
    expect(names).toEqual(['Customers', 'Customers (Fusion)', 'Orders']);
  });

  it('each search page loads its first rows with their total, every column filled', async () => {
    for (const view of await searchViews()) {
      const page = await proxy({ uuid: view.metadata.endpoint, params: { offset: 0, limit: 50 } });
      expect(page.status, view.name).toBe(200);
      const entity = view.name.startsWith('Orders') ? 'orders' : 'customers';
      expect(page.data.totalResults, view.name).toBe(upstream.data[entity].length);
      expect(page.data.value).toHaveLength(50);
      for (const column of view.metacontent.columns) expect(page.data.value[0]).toHaveProperty(column.value);
    }
  });

  it('each search page has text filters and a number filter the upstream applies', async () => {
    for (const view of await searchViews()) {
      const [textFilter] = view.metacontent.textFilters;
      const [numberFilter] = view.metacontent.customFilters;
      expect(numberFilter?.type, view.name).toBe('Number');
      const first = (await proxy({ uuid: view.metadata.endpoint, params: { limit: 1 } })).data.value[0];
      const text = String(first[textFilter.field]).slice(0, 4);
      const bound = Number(first[numberFilter.field]);
      const filtered = await proxy({
        uuid: view.metadata.endpoint,
        params: {
          limit: 1000,
          textSearch: { fields: [textFilter.field], values: [text] },
          customFilters: [
            { ...numberFilter, value: bound, valueRange: bound, isVisible: true, isVisibleRange: true },
          ],
        },
      });
      expect(filtered.status).toBe(200);
      expect(filtered.data.value.length, view.name).toBeGreaterThan(0);
      for (const row of filtered.data.value) {
        expect(String(row[textFilter.field]).toLowerCase()).toContain(text.toLowerCase());
        expect(Number(row[numberFilter.field])).toBe(bound);
      }
    }
  });

  it("a navigable column opens the customer's detail page, whose endpoint answers that customer", async () => {
    for (const view of await searchViews()) {
      const navigable = view.metacontent.columns.filter((column) => column.navigation);
      expect(navigable.length, view.name).toBeGreaterThan(0);
      const row = (await proxy({ uuid: view.metadata.endpoint, params: { limit: 1 } })).data.value[0];
      for (const { navigation } of navigable) {
        const destination = await readView(navigation!.destination);
        expect(destination.type).toBe('detail');
        expect(destination.name, view.name).toMatch(/^Customer 360/);
        const urlVariables = Object.fromEntries(
          navigation!.variables.map((variable) => [variable.field, row[variable.value] as string]),
        );
        const record = await callApi(test, cookie, 'POST', '/api/proxy', {
          uuid: destination.metadata.endpoint,
          urlVariables,
        });
        expect(record.statusCode, view.name).toBe(200);
        expect(record.json().data.id).toBe(urlVariables.customerId);
      }
    }
  });

  it('every demo server has a record endpoint per entity, each answering the record its id names', async () => {
    const entityOf: Record<string, EntityName> = {
      customerId: 'customers',
      contactId: 'contacts',
      orderId: 'orders',
      productId: 'products',
    };
    const servers = (await callApi(test, cookie, 'GET', '/api/servers')).json() as Server[];
    expect(servers).toHaveLength(4);
    for (const server of servers) {
      const endpoints = (
        await callApi(test, cookie, 'GET', `/api/servers/${server.uuid}/endpoints`)
      ).json() as Endpoint[];
      const records = endpoints.filter((endpoint) => endpoint.settings.response === 'record');
      const variables = records.flatMap((endpoint) => parseUrlVariables(endpoint.settings.url));
      expect(variables.sort(), server.name).toEqual(Object.keys(entityOf).sort());
      for (const endpoint of records) {
        const [variable] = parseUrlVariables(endpoint.settings.url);
        const row = upstream.data[entityOf[variable]][9];
        const answer = await callApi(test, cookie, 'POST', '/api/proxy', {
          uuid: endpoint.uuid,
          urlVariables: { [variable]: row.id },
        });
        expect(answer.statusCode, `${server.name} ${endpoint.name}`).toBe(200);
        expect(answer.json().data).toEqual(row);
      }
    }
  });
});
