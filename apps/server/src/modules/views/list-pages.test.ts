import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSampleConnection,
  createViewOf,
  customerPageBody,
  productPageBody,
  searchPageBody,
  toDetail,
  toSearch,
} from '../../../test/detail-view-fixtures.ts';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

/** GET /api/views/overview: the Pages screen's rows (DESIGN.md §7c). */
describe('the list of pages for designers', () => {
  let test: TestApp;
  let admin: TestUser;
  let designer: TestUser;
  beforeAll(async () => {
    test = await createTestApp();
    ({ user: admin } = await createTenant(test, ['admin']));
    designer = await addUser(test, admin.accountId, ['designer']);
  });
  afterAll(() => test.close());

  const overview = async (user: TestUser) =>
    (await callApi(test, user.cookie, 'GET', '/api/views/overview')).json();

  it('lists every page with its type, groups, the pages linking to it and who changed it last', async () => {
    const connection = await addSampleConnection(test, admin.cookie);
    const product = await createViewOf(test, admin.cookie, productPageBody(connection));
    const orders = await createViewOf(
      test,
      admin.cookie,
      searchPageBody(connection, 'orders', toDetail(product.uuid)),
    );
    const customer = await createViewOf(
      test,
      admin.cookie,
      customerPageBody(connection, { field: toDetail(product.uuid), page: toSearch(orders.uuid) }),
    );
    const [sales, support] = [
      await addGroup(test, admin.cookie, 'Sales'),
      await addGroup(test, admin.cookie, 'Support'),
    ];
    await addToGroup(test, admin.cookie, support.uuid, { viewUuid: customer.uuid });
    await addToGroup(test, admin.cookie, sales.uuid, { viewUuid: customer.uuid });
    const before = Date.now();
    const saved = await callApi(test, designer.cookie, 'PUT', `/api/views/${orders.uuid}`, orders);
    expect(saved.statusCode).toBe(200);

    const pages = await overview(designer);
    const byId = (id: string) => pages.find((page: { uuid: string }) => page.uuid === id);
    const summary = (view: Record<string, unknown>) => ({
      uuid: view.uuid,
      name: view.name,
      type: view.type,
    });
    expect(byId(customer.uuid)).toEqual({
      ...summary(customer),
      groups: [
        { uuid: sales.uuid, name: 'Sales' },
        { uuid: support.uuid, name: 'Support' },
      ],
      linkedFrom: [],
      updatedAt: expect.any(Number),
      updatedBy: { uuid: admin.id, firstName: 'Test', lastName: 'User' },
    });
    expect(
      byId(product.uuid)
        .linkedFrom.map((page: { uuid: string }) => page.uuid)
        .sort(),
    ).toEqual([customer.uuid, orders.uuid].sort());
    expect(byId(product.uuid).groups).toEqual([]);
    expect(byId(orders.uuid).linkedFrom).toEqual([summary(customer)]);
    expect(byId(orders.uuid).updatedBy).toEqual({ uuid: designer.id, firstName: 'Test', lastName: 'User' });
    expect(byId(orders.uuid).updatedAt).toBeGreaterThanOrEqual(before);

    // A deleted page leaves the list and the links of the pages it linked to.
    await callApi(test, designer.cookie, 'DELETE', `/api/views/${customer.uuid}`);
    const after = await overview(designer);
    expect(after.map((page: { uuid: string }) => page.uuid)).not.toContain(customer.uuid);
    expect(after.find((page: { uuid: string }) => page.uuid === orders.uuid).linkedFrom).toEqual([]);
  });

  it("shows none of another account's pages", async () => {
    const { user: stranger } = await createTenant(test);
    const theirs = await createViewOf(
      test,
      stranger.cookie,
      productPageBody(await addSampleConnection(test, stranger.cookie)),
    );
    const mine = (await overview(designer)).map((page: { uuid: string }) => page.uuid);
    expect(mine).not.toContain(theirs.uuid);
    expect((await overview(stranger)).map((page: { uuid: string }) => page.uuid)).toEqual([theirs.uuid]);
  });

  it('is refused to a plain user', async () => {
    const member = await addUser(test, admin.accountId, ['user']);
    expect((await callApi(test, member.cookie, 'GET', '/api/views/overview')).statusCode).toBe(403);
  });
});
