import { randomUUID } from 'node:crypto';
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

type Entry = { viewUuid: string; reachable: { uuid: string; name: string; type: string }[] };

/*
 * DECISIONS.md's example: a group holds Products and Product 360; Product 360 links to Customer 360,
 * which opens the Orders search; its members open those two as well, and the Groups screen says so.
 */
describe('GET /api/groups/{id}/views: the pages a group opens through links', () => {
  let test: TestApp;
  let admin: TestUser;
  let connection: SampleConnection;
  beforeAll(async () => {
    test = await createTestApp();
    ({ user: admin } = await createTenant(test));
    connection = await addSampleConnection(test, admin.cookie);
  });
  afterAll(() => test.close());

  async function productsGroup() {
    const create = (body: object) => createViewOf(test, admin.cookie, body);
    const orders = await create(searchPageBody(connection, 'orders'));
    const customer = await create(customerPageBody(connection, { page: toSearch(orders.uuid) }));
    const product360 = { ...productPageBody(connection), name: `Product 360 ${randomUUID()}` };
    (product360.metacontent as { panels: object[] }).panels = [
      {
        type: 'basic',
        title: 'Bought by',
        fields: [{ label: 'Name', dataset: 'main', field: 'name', navigation: toDetail(customer.uuid) }],
      },
    ];
    const product = await create(product360);
    const products = await create(searchPageBody(connection, 'products', toDetail(product.uuid)));
    const unrelated = await create(productPageBody(connection));
    const group = await addGroup(test, admin.cookie);
    for (const view of [products, product])
      await addToGroup(test, admin.cookie, group.uuid, { viewUuid: view.uuid });
    return { orders, customer, product, products, unrelated, url: `/api/groups/${group.uuid}/views` };
  }
  const summary = (view: Record<string, unknown>) => ({
    uuid: view.uuid,
    name: String(view.name),
    type: view.type,
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  it('lists under each page of the group the pages it opens through links, however deep, that the group does not hold', async () => {
    const { orders, customer, product, products, url } = await productsGroup();
    const entries: Entry[] = (await callApi(test, admin.cookie, 'GET', url)).json();
    const of = (view: { uuid: string }) => entries.find((entry) => entry.viewUuid === view.uuid)!;
    const beyond = [summary(customer), summary(orders)].sort(byName);
    expect(of(product).reachable.sort(byName)).toEqual(beyond);
    // Products opens Product 360, which the group holds itself, and through it the same two.
    expect(of(products).reachable.sort(byName)).toEqual(beyond);
  });

  it('shows exactly what a member of the group may open', async () => {
    const { orders, customer, product, products, unrelated, url } = await productsGroup();
    const member = await addUser(test, admin.accountId, ['user']);
    await addToGroup(test, admin.cookie, url.split('/')[3], { userUuid: member.id });
    const entries: Entry[] = (await callApi(test, admin.cookie, 'GET', url)).json();
    const shown = new Set(
      entries.flatMap((entry) => [entry.viewUuid, ...entry.reachable.map((page) => page.uuid)]),
    );
    for (const view of [orders, customer, product, products, unrelated]) {
      const opened =
        (await callApi(test, member.cookie, 'GET', `/api/views/${view.uuid}`)).statusCode === 200;
      expect(opened, view.name as string).toBe(shown.has(view.uuid));
    }
  });

  it('drops a deleted page from what the group opens, and what only it led to', async () => {
    const { customer, product, url } = await productsGroup();
    await callApi(test, admin.cookie, 'DELETE', `/api/views/${customer.uuid}`);
    const entries: Entry[] = (await callApi(test, admin.cookie, 'GET', url)).json();
    expect(entries.find((entry) => entry.viewUuid === product.uuid)!.reachable).toEqual([]);
  });
});
