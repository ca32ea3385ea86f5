import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSampleConnection, createViewOf } from '../detail-view-fixtures.ts';
import { addGroup, addToGroup } from '../group-fixtures.ts';
import { callApi } from '../server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Hole 3: a plain user was granted endpoints, not calls. One whose only page shows one customer's
// orders could call its orders endpoint with no filter (every order), with a filter the page never
// defines, with the page's fixed customer changed, or sorted by any field.
describe("a plain user's data calls that their page does not make", () => {
  let test: TestApp;
  let upstream: SampleUpstream;
  let reader: TestUser;
  let endpoints: Awaited<ReturnType<typeof addSampleConnection>>['endpoints'];
  let pageId: string;
  const customerId = 7;

  beforeAll(async () => {
    upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 40 } });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    const { user: admin } = await createTenant(test, ['admin']);
    reader = await addUser(test, admin.accountId, ['user']);
    const connection = await addSampleConnection(test, admin.cookie, upstream.url);
    endpoints = connection.endpoints;
    const { server } = connection;
    // The reader's only page: customer 7 (fixed by the page) and that customer's orders.
    const page = await createViewOf(test, admin.cookie, {
      name: 'Orders of our key customer',
      type: 'detail',
      metacontent: {
        title: { dataset: 'main', field: 'name' },
        contextual: [],
        panels: [
          { type: 'list', title: 'Orders', dataset: 'orders', fields: { line1: { field: 'orderNumber' } } },
        ],
      },
      metadata: {
        server,
        endpoint: endpoints.customer,
        datasets: [
          {
            name: 'main',
            datasetType: 'record',
            server,
            endpoint: endpoints.customer,
            variables: [{ name: 'customerId', value: String(customerId) }],
          },
          {
            name: 'orders',
            datasetType: 'list',
            server,
            endpoint: endpoints.orders,
            params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
          },
        ],
      },
    });
    pageId = page.uuid;
    const group = await addGroup(test, admin.cookie);
    await addToGroup(test, admin.cookie, group.uuid, { userUuid: reader.id });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: pageId });
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  const call = (body: object) => callApi(test, reader.cookie, 'POST', '/api/proxy', body);
  const ordersCall = (params: object) => ({
    uuid: endpoints.orders,
    view: pageId,
    dataset: 'orders',
    params,
  });
  const ownFilter = { filters: [{ field: 'customerId', value: customerId }], offset: 0, limit: 50 };

  /** Refused with 403 and the message, and nothing went upstream. */
  async function expectRefused(body: object, message: string) {
    const before = upstream.stats.requests;
    const response = await call(body);
    expect(response.statusCode, JSON.stringify(body)).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message });
    expect(upstream.stats.requests).toBe(before);
  }

  it('cannot ask the orders endpoint for every order by leaving out the filter', async () => {
    await expectRefused(ordersCall({ offset: 0, limit: 1000 }), `${messages.proxyFilterRequired} customerId`);
    await expectRefused(ordersCall({ filters: [] }), `${messages.proxyFilterRequired} customerId`);
  });

  it('cannot filter the orders by a field the page never filters by', async () => {
    await expectRefused(
      ordersCall({ filters: [{ field: 'status', value: 'Open' }] }),
      `${messages.proxyFilterNotOfPage} status`,
    );
    await expectRefused(
      ordersCall({ ...ownFilter, textSearch: { fields: ['*'], values: ['a'] } }),
      `${messages.proxyFilterNotOfPage} *`,
    );
  });

  it("cannot change the customer the page fixes to read another customer's record", async () => {
    await expectRefused(
      { uuid: endpoints.customer, view: pageId, dataset: 'main', urlVariables: { customerId: 8 } },
      `${messages.proxyVariableFixed} customerId`,
    );
  });

  it('cannot sort the orders, which the page never does', async () => {
    await expectRefused(
      ordersCall({ ...ownFilter, orderBy: 'total', sort: 'desc' }),
      `${messages.proxySortNotOfPage} total`,
    );
  });

  it('cannot call without naming the page, or through another endpoint of the account', async () => {
    await expectRefused(
      { uuid: endpoints.orders, params: { offset: 0, limit: 1000 } },
      messages.proxyPageRequired,
    );
    await expectRefused(
      { uuid: endpoints.orders, view: pageId, params: ownFilter },
      messages.proxyPageRequired,
    );
    await expectRefused(
      { uuid: endpoints.products, view: pageId, dataset: 'orders', params: ownFilter },
      messages.proxyEndpointNotOfPage,
    );
  });

  it("makes the page's own calls: the customer, then that customer's orders, page by page", async () => {
    const customer = upstream.data.customers.find((row) => row.id === customerId)!;
    const record = await call({
      uuid: endpoints.customer,
      view: pageId,
      dataset: 'main',
      urlVariables: { customerId: String(customerId) },
    });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().data).toEqual(customer);
    const theirs = upstream.data.orders.filter((order) => order.customerId === customerId);
    const first = await call(ordersCall({ ...ownFilter, limit: 2 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.totalResults).toBe(theirs.length);
    const next = await call(ordersCall({ ...ownFilter, offset: 2, limit: 2 }));
    expect(next.statusCode).toBe(200);
    for (const order of [...first.json().data.value, ...next.json().data.value])
      expect(order.customerId).toBe(customerId);
  });
});
