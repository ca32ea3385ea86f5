import { fusionVersion, type Row, type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { startJsonServer } from '../../../test/proxy/start-json-server.ts';
import { startJsonServer1 } from '../../../test/proxy/start-json-server-1.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

// DESIGN.md §7c: a detail page's 'Go to search view' opens the search page on an exact entry, so the
// page shows the rows the panel showed, on every convention. A plain user opens the detail page
// (their group's) and through its links the Orders search page; the search page's calls carry the
// exact entries those links send, and the server holds them to the links (§6c).

type Convention = { label: string; settings: () => object; ordersUrl: string; customerUrl: string };

let test: TestApp;
let sample: SampleUpstream;
let jsonServer: { url: string; close(): Promise<void> };
let jsonServer1: { url: string; close(): Promise<void> };
let admin: TestUser;
let reader: TestUser;
let orders: Row[];
let customers: Row[];

const conventions: Convention[] = [
  {
    label: 'default',
    settings: () => ({ url: `${sample.url}/open/api/`, adapter: 'default' }),
    ordersUrl: 'orders',
    customerUrl: 'customers/$(customerId)',
  },
  {
    label: 'fusion',
    settings: () => ({ url: `${sample.url}/open/fusion/${fusionVersion}/`, adapter: 'fusion' }),
    ordersUrl: 'orders',
    customerUrl: 'customers/$(customerId)',
  },
  {
    label: 'json-server 0.17',
    settings: () => ({ url: `${jsonServer.url}/`, adapter: 'jsonserver' }),
    ordersUrl: 'orders',
    customerUrl: 'customers/$(customerId)',
  },
  {
    label: 'json-server 1.x (rest preset)',
    settings: () => ({ url: `${jsonServer1.url}/`, adapter: 'rest', rest: { preset: 'json-server-1' } }),
    ordersUrl: 'orders',
    customerUrl: 'customers/$(customerId)',
  },
];

/** A customer whose name is the start of other customers' names ('… 1' and '… 12'), with orders. */
function prefixingCustomer(): Row {
  const found = customers.find(
    (customer) =>
      orders.some((order) => order.customerId === customer.id) &&
      customers.some((other) => other !== customer && String(other.name).startsWith(String(customer.name))) &&
      orders.some(
        (order) =>
          order.customerId !== customer.id && String(order.customerName).startsWith(String(customer.name)),
      ),
  );
  if (!found) throw new Error('The sample data has no customer whose name prefixes another');
  return found;
}

beforeAll(async () => {
  sample = await startSampleUpstream({
    host: '127.0.0.1',
    port: 0,
    size: { customers: 2500, contacts: 10, products: 20, orders: 4000 },
  });
  ({ orders, customers } = sample.data);
  jsonServer = await startJsonServer({ orders });
  jsonServer1 = await startJsonServer1({ orders });
  test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
  ({ user: admin } = await createTenant(test, ['admin', 'designer']));
  reader = await addUser(test, admin.accountId, ['user']);
});
afterAll(async () => {
  await test?.close();
  await sample?.close();
  await jsonServer?.close();
  await jsonServer1?.close();
});

/** The Orders search page and a customer page leading to it, in the reader's group. */
async function buildPages(convention: Convention) {
  const server = await addServer(test, admin.cookie, {
    name: convention.label,
    settings: convention.settings(),
  });
  const endpoint = async (name: string, url: string, response: 'list' | 'record') =>
    (await addEndpoint(test, admin.cookie, server.uuid, { name, settings: { url, method: 'GET', response } }))
      .uuid;
  const ordersEndpoint = await endpoint('Orders', convention.ordersUrl, 'list');
  const customerEndpoint = await endpoint('Customer', convention.customerUrl, 'record');
  const create = async (body: object) => {
    const response = await callApi(test, admin.cookie, 'POST', '/api/views', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().uuid as string;
  };
  const search = await create({
    name: `Orders ${convention.label}`,
    type: 'search',
    metacontent: {
      title: 'Orders',
      columns: [
        { value: 'orderNumber', label: 'Order' },
        { value: 'customerName', label: 'Customer' },
      ],
      textFilters: [{ key: 'customerName', field: 'customerName', label: 'Customer' }],
      customFilters: [],
    },
    metadata: { server: server.uuid, endpoint: ordersEndpoint },
  });
  const toOrders = (extra: object = {}) => ({
    destinationType: 'search',
    destination: search,
    dataset: 'main',
    field: 'name',
    ...extra,
  });
  const detail = await create({
    name: `Customer ${convention.label}`,
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'name' },
      contextual: [],
      panels: [
        {
          type: 'basic',
          title: 'Customer',
          // A basic field's link with the destination field the designer chose.
          fields: [
            {
              label: 'Name',
              dataset: 'main',
              field: 'name',
              navigation: toOrders({ destinationField: 'productName' }),
            },
          ],
        },
        {
          type: 'list',
          title: 'Orders',
          dataset: 'orders',
          fields: {
            line1: { field: 'orderNumber' },
            line2: null,
            line3: null,
            line4: null,
            symbolType: 'none',
            drilldown: false,
            drilldownFields: [],
            navigationPage: { navigation: toOrders() },
          },
        },
      ],
    },
    metadata: {
      server: server.uuid,
      endpoint: customerEndpoint,
      datasets: [
        { name: 'main', datasetType: 'record', server: server.uuid, endpoint: customerEndpoint },
        {
          name: 'orders',
          datasetType: 'list',
          server: server.uuid,
          endpoint: ordersEndpoint,
          params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
        },
      ],
    },
  });
  const group = await addGroup(test, admin.cookie, `Readers ${convention.label}`);
  await addToGroup(test, admin.cookie, group.uuid, { userUuid: reader.id });
  await addToGroup(test, admin.cookie, group.uuid, { viewUuid: detail });
  return { search, detail, ordersEndpoint };
}

type Page = { value: Row[]; totalResults: number | null; hasMore: boolean };

async function searchAs(
  user: TestUser,
  pages: { search: string; ordersEndpoint: string },
  params: Record<string, unknown>,
) {
  return callApi(test, user.cookie, 'POST', '/api/proxy', {
    uuid: pages.ordersEndpoint,
    view: pages.search,
    urlVariables: {},
    params: { offset: 0, limit: 200, textSearch: { fields: [], values: [] }, customFilters: [], ...params },
  });
}

describe.each(conventions)('exact search entries over $label', (convention) => {
  let pages: Awaited<ReturnType<typeof buildPages>>;
  beforeAll(async () => {
    pages = await buildPages(convention);
  });

  it("shows the panel's rows: the orders whose customerId equals the customer's, not the names it prefixes", async () => {
    const customer = prefixingCustomer();
    const expected = orders.filter((order) => order.customerId === customer.id);
    const exact = await searchAs(reader, pages, {
      filters: [{ field: 'customerId', value: customer.id }],
      orderBy: 'orderNumber',
      sort: 'asc',
    });
    expect(exact.statusCode, exact.body).toBe(200);
    const page = exact.json().data as Page;
    expect(page.value.map((order) => String(order.orderNumber))).toEqual(
      expected.map((order) => String(order.orderNumber)).sort(),
    );
    if (page.totalResults !== null) expect(page.totalResults).toBe(expected.length);

    // The same customer's name as a "contains" finds the customers it prefixes as well.
    const contains = await searchAs(reader, pages, {
      textSearch: { fields: ['customerName'], values: [String(customer.name)] },
    });
    expect(contains.statusCode, contains.body).toBe(200);
    const widened = (contains.json().data as Page).value;
    expect(widened.length).toBeGreaterThan(expected.length);
  });

  it('matches an exact text entry case and all, beside a "contains" entry', async () => {
    const customer = prefixingCustomer();
    const name = String(customer.name);
    const expected = orders.filter((order) => order.customerName === name);
    const exact = await searchAs(reader, pages, {
      filters: [{ field: 'customerName', value: name }],
      textSearch: { fields: ['customerName'], values: [name.slice(0, 3)] },
    });
    expect(exact.statusCode, exact.body).toBe(200);
    const found = (exact.json().data as Page).value;
    expect(found.map((order) => order.customerName)).toEqual(expected.map(() => name));
    const shouted = await searchAs(reader, pages, {
      filters: [{ field: 'customerName', value: name.toUpperCase() }],
    });
    expect(shouted.statusCode, shouted.body).toBe(200);
    expect((shouted.json().data as Page).value).toEqual([]);
  });

  it("binds a plain user's exact entry to the links that lead to the page", async () => {
    // The destination field a basic field's link chose (no column or text filter of the page) is
    // allowed like the list's own filter field, and filters exactly too.
    const product = String(orders[0].productName);
    const chosen = await searchAs(reader, pages, { filters: [{ field: 'productName', value: product }] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const rows = (chosen.json().data as Page).value;
    expect(rows.length).toBe(Math.min(200, orders.filter((order) => order.productName === product).length));
    expect(rows.every((order) => order.productName === product)).toBe(true);
    // A field no link, column or text filter of the page names is refused.
    const stranger = await searchAs(reader, pages, { filters: [{ field: 'unitPrice', value: 1 }] });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toMatch(/unitPrice/);
  });
});
