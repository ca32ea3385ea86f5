import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSampleConnection,
  createViewOf,
  customerPageBody,
  productPageBody,
  type SampleConnection,
  searchPageBody,
  toDetail,
  toSearch,
} from '../../../test/detail-view-fixtures.ts';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

/*
 * One account: a group holding only a customer search page, whose column opens a customer page;
 * that page leads on to a product page (a field), a second customer page (a list line) and an
 * orders search page (the list's 'Go to search view'), which itself opens a product page.
 */
describe('what a plain user may open and call', () => {
  let test: TestApp;
  let upstream: SampleUpstream;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let connection: SampleConnection;
  const ids: Record<string, string> = {};
  let search: { uuid: string; version: number } & Record<string, unknown>;

  const open = (user: TestUser, viewId: string) => callApi(test, user.cookie, 'GET', `/api/views/${viewId}`);
  const proxy = (user: TestUser, body: object) => callApi(test, user.cookie, 'POST', '/api/proxy', body);
  const customerNav = (destination: string) =>
    toDetail(destination, [{ field: 'customerId', value: 'id', dataset: 'main' }]);

  beforeAll(async () => {
    upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0 });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    member = await addUser(test, admin.accountId, ['user']);
    outsider = await addUser(test, admin.accountId, ['user']);
    connection = await addSampleConnection(test, admin.cookie, upstream.url);
    const create = async (name: string, body: object) => {
      ids[name] = (await createViewOf(test, admin.cookie, body)).uuid;
    };
    await create('deepProduct', productPageBody(connection));
    await create('orders', searchPageBody(connection, 'orders', toDetail(ids.deepProduct)));
    await create('product', productPageBody(connection));
    await create('otherCustomer', customerPageBody(connection));
    await create(
      'customer',
      customerPageBody(connection, {
        field: toDetail(ids.product),
        line: toDetail(ids.otherCustomer),
        page: toSearch(ids.orders),
      }),
    );
    search = await createViewOf(
      test,
      admin.cookie,
      searchPageBody(connection, 'customers', customerNav(ids.customer)),
    );
    ids.search = search.uuid;
    await create('unlinked', productPageBody(connection));
    await create('outsiderSearch', searchPageBody(connection, 'products'));

    const group = await addGroup(test, admin.cookie);
    await addToGroup(test, admin.cookie, group.uuid, { userUuid: member.id });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: ids.search });
    const otherGroup = await addGroup(test, admin.cookie);
    await addToGroup(test, admin.cookie, otherGroup.uuid, { userUuid: outsider.id });
    await addToGroup(test, admin.cookie, otherGroup.uuid, { viewUuid: ids.outsiderSearch });
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  it('opens the search page of their group and every page reachable from it, however deep', async () => {
    for (const name of ['search', 'customer', 'product', 'otherCustomer', 'orders', 'deepProduct']) {
      const response = await open(member, ids[name]);
      expect(response.statusCode, name).toBe(200);
      expect(response.json().uuid).toBe(ids[name]);
    }
  });

  it('calls every dataset endpoint of the detail page the search page navigates to, with data', async () => {
    const customer = upstream.data.customers[6];
    const page = { view: ids.customer };
    const record = await proxy(member, {
      ...page,
      dataset: 'main',
      uuid: connection.endpoints.customer,
      urlVariables: { customerId: customer.id },
    });
    expect(record.statusCode).toBe(200);
    expect(record.json().data).toEqual(customer);
    const contacts = await proxy(member, {
      ...page,
      dataset: 'contacts',
      uuid: connection.endpoints.contacts,
      params: { filters: [{ field: 'customerId', value: customer.id }] },
    });
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json().data.totalResults).toBe(
      upstream.data.contacts.filter((row) => row.customerId === customer.id).length,
    );
    const order = await proxy(member, {
      ...page,
      dataset: 'latestOrder',
      uuid: connection.endpoints.orders,
      params: { filters: [{ field: 'orderNumber', value: customer.lastOrderNumber }] },
    });
    expect(order.statusCode).toBe(200);
    const [latest] = order.json().data.value;
    expect(latest.orderNumber).toBe(customer.lastOrderNumber);
    const product = await proxy(member, {
      ...page,
      dataset: 'product',
      uuid: connection.endpoints.product,
      urlVariables: { productId: latest.productId },
    });
    expect(product.statusCode).toBe(200);
    expect(product.json().data.id).toBe(latest.productId);
  });

  it("refuses a view no navigation reaches with 'View not found', and its data calls with 403", async () => {
    const unlinked = await open(member, ids.unlinked);
    expect(unlinked.statusCode).toBe(404);
    expect(unlinked.json().message).toBe(messages.viewNotFound);
    const product = await proxy(member, {
      uuid: connection.endpoints.product,
      view: ids.unlinked,
      dataset: 'main',
      urlVariables: { productId: 1 },
    });
    expect(product.statusCode).toBe(403);
    expect(product.json()).toEqual({ code: 'forbidden', message: messages.proxyPageNotYours });
  });

  it("gives a user of another group 'View not found' for the detail page and 403 for its endpoints", async () => {
    expect((await open(outsider, ids.outsiderSearch)).statusCode).toBe(200);
    for (const name of ['search', 'customer', 'product', 'orders']) {
      const response = await open(outsider, ids[name]);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: messages.viewNotFound });
    }
    const calls = [
      { view: ids.customer, dataset: 'main', uuid: connection.endpoints.customer },
      { view: ids.product, dataset: 'main', uuid: connection.endpoints.product },
      { view: ids.search, uuid: connection.endpoints.customers },
    ];
    for (const call of calls) {
      const response = await proxy(outsider, { ...call, urlVariables: { customerId: 1, productId: 1 } });
      expect(response.statusCode, call.uuid).toBe(403);
      expect(response.json().message).toBe(messages.proxyPageNotYours);
    }
  });

  it("never reaches another account's view, even when a saved navigation names it", async () => {
    const { user: stranger } = await createTenant(test, ['admin']);
    const theirs = await createViewOf(
      test,
      stranger.cookie,
      searchPageBody(await addSampleConnection(test, stranger.cookie, upstream.url), 'customers'),
    );
    const stored = await test.context.db
      .selectFrom('views')
      .select('metacontent')
      .where('id', '=', ids.product)
      .executeTakeFirstOrThrow();
    const smuggled = {
      ...JSON.parse(stored.metacontent),
      panels: [
        {
          type: 'basic',
          title: 'x',
          fields: [{ label: 'x', dataset: 'main', field: 'name', navigation: toSearch(theirs.uuid) }],
        },
      ],
    };
    await test.context.db
      .updateTable('views')
      .set({ metacontent: JSON.stringify(smuggled) })
      .where('id', '=', ids.product)
      .execute();
    try {
      expect((await open(member, theirs.uuid)).statusCode).toBe(404);
    } finally {
      await test.context.db
        .updateTable('views')
        .set({ metacontent: stored.metacontent })
        .where('id', '=', ids.product)
        .execute();
    }
  });

  it('follows navigation that leads back to a page already reached, and stops', async () => {
    const product = (await open(admin, ids.product)).json();
    const loop = {
      ...product,
      metacontent: {
        ...product.metacontent,
        panels: [
          {
            type: 'basic',
            title: 'Back',
            fields: [{ label: 'Back', dataset: 'main', field: 'name', navigation: toDetail(ids.customer) }],
          },
        ],
      },
    };
    const { uuid, ...body } = loop;
    const saved = await callApi(test, admin.cookie, 'PUT', `/api/views/${uuid}`, body);
    expect(saved.statusCode).toBe(200);
    expect((await open(member, ids.product)).statusCode).toBe(200);
    expect((await open(member, ids.unlinked)).statusCode).toBe(404);
  });

  it('follows the saved views: once the search page no longer navigates, the pages behind it close', async () => {
    const { uuid, ...body } = (await open(admin, ids.search)).json();
    const columns = body.metacontent.columns.map(
      ({ navigation: _, ...column }: { navigation?: unknown }) => column,
    );
    const saved = await callApi(test, admin.cookie, 'PUT', `/api/views/${uuid}`, {
      ...body,
      metacontent: { ...body.metacontent, columns },
    });
    expect(saved.statusCode).toBe(200);
    try {
      expect((await open(member, ids.search)).statusCode).toBe(200);
      for (const name of ['customer', 'product', 'orders', 'deepProduct']) {
        expect((await open(member, ids[name])).statusCode, name).toBe(404);
      }
      const contacts = await proxy(member, {
        view: ids.customer,
        dataset: 'contacts',
        uuid: connection.endpoints.contacts,
        params: { filters: [{ field: 'customerId', value: 1 }] },
      });
      expect(contacts.statusCode).toBe(403);
      const customers = await proxy(member, {
        view: ids.search,
        uuid: connection.endpoints.customers,
        params: { limit: 1 },
      });
      expect(customers.statusCode).toBe(200);
    } finally {
      const current = (await open(admin, ids.search)).json();
      await callApi(test, admin.cookie, 'PUT', `/api/views/${uuid}`, { ...body, version: current.version });
    }
  });
});
