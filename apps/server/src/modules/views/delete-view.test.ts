import { randomUUID } from 'node:crypto';
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
 * An account whose two groups both hold a product page; a products search page of the first group
 * opens it from its name column. A designer deletes the product page.
 */
describe('DELETE /api/views/{id}', () => {
  let test: TestApp;
  let upstream: SampleUpstream;
  let admin: TestUser;
  let designer: TestUser;
  let member: TestUser;
  let connection: SampleConnection;

  beforeAll(async () => {
    upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0 });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    designer = await addUser(test, admin.accountId, ['designer']);
    member = await addUser(test, admin.accountId, ['user']);
    connection = await addSampleConnection(test, admin.cookie, upstream.url);
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: object) =>
    callApi(test, user.cookie, method, url, body);
  const productCall = (view: string) => ({
    view,
    dataset: 'main',
    uuid: connection.endpoints.product,
    urlVariables: { productId: upstream.data.products[0].id },
  });

  async function sharedProductPage() {
    const product = await createViewOf(test, designer.cookie, productPageBody(connection));
    const search = await createViewOf(
      test,
      designer.cookie,
      searchPageBody(connection, 'products', toDetail(product.uuid, [{ field: 'productId', value: 'id' }])),
    );
    const groups = [await addGroup(test, designer.cookie), await addGroup(test, designer.cookie)];
    for (const group of groups)
      await addToGroup(test, designer.cookie, group.uuid, { viewUuid: product.uuid });
    await addToGroup(test, designer.cookie, groups[0].uuid, { viewUuid: search.uuid });
    await addToGroup(test, designer.cookie, groups[0].uuid, { userUuid: member.id });
    return { product, search, groups };
  }

  it('answers 204 and the page leaves both its groups, Home and the member’s reach', async () => {
    const { product, groups } = await sharedProductPage();
    expect((await call(member, 'GET', `/api/views/${product.uuid}`)).statusCode).toBe(200);
    expect((await call(member, 'POST', '/api/proxy', productCall(product.uuid))).statusCode).toBe(200);

    const deleted = await call(designer, 'DELETE', `/api/views/${product.uuid}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    for (const user of [designer, member]) {
      const read = await call(user, 'GET', `/api/views/${product.uuid}`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ code: 'not_found', message: messages.viewNotFound });
    }
    for (const group of groups) {
      const held = (await call(designer, 'GET', `/api/groups/${group.uuid}/views`)).json();
      expect(held.map((entry: { viewUuid: string }) => entry.viewUuid)).not.toContain(product.uuid);
    }
    const home = (await call(member, 'GET', '/api/myviews')).json();
    expect(home.map((entry: { beView: { uuid: string } }) => entry.beView.uuid)).not.toContain(product.uuid);
    // The member's permissions were computed (and kept) before; the deletion reaches them at once.
    const data = await call(member, 'POST', '/api/proxy', productCall(product.uuid));
    expect(data.statusCode).toBe(403);
    expect(data.json().message).toBe(messages.proxyPageNotYours);
    const left = await test.context.db
      .selectFrom('group_views')
      .select('view_id')
      .where('view_id', '=', product.uuid)
      .execute();
    expect(left).toEqual([]);
  });

  it('takes the saved searches on the page with it', async () => {
    const { search } = await sharedProductPage();
    const saved = await call(member, 'POST', `/api/views/${search.uuid}/saved-searches`, {
      name: 'Mine',
      state: { sort: 'name' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(designer, 'DELETE', `/api/views/${search.uuid}`)).statusCode).toBe(204);
    const left = await test.context.db
      .selectFrom('saved_searches')
      .select('id')
      .where('view_id', '=', search.uuid)
      .execute();
    expect(left).toEqual([]);
    const home = await call(member, 'GET', '/api/saved-searches');
    expect(home.statusCode).toBe(200);
    expect(JSON.stringify(home.json())).not.toContain(search.uuid);
  });

  it("frees the name: a new page may take it, whatever its case, where before it was 'View already exists'", async () => {
    const { product } = await sharedProductPage();
    const body = { ...productPageBody(connection), name: (product.name as string).toUpperCase() };
    const taken = await call(designer, 'POST', '/api/views', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'conflict', message: messages.viewExists, field: 'name' });
    await call(designer, 'DELETE', `/api/views/${product.uuid}`);
    const again = await call(designer, 'POST', '/api/views', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().name).toBe(body.name);
  });

  it('leaves a page that linked to it loading with its link saved, and refuses to save that link again', async () => {
    const { product, search } = await sharedProductPage();
    await call(admin, 'DELETE', `/api/views/${product.uuid}`);
    for (const user of [designer, member]) {
      const read = await call(user, 'GET', `/api/views/${search.uuid}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().metacontent.columns[0].navigation.destination).toBe(product.uuid);
    }
    const rows = await call(member, 'POST', '/api/proxy', {
      view: search.uuid,
      uuid: connection.endpoints.products,
    });
    expect(rows.statusCode).toBe(200);
    const saved = await call(
      designer,
      'PUT',
      `/api/views/${search.uuid}`,
      (await call(designer, 'GET', `/api/views/${search.uuid}`)).json(),
    );
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(`${messages.viewDestinationNotDetail} ${product.uuid}`);
  });

  it("names the deleted page among the linking page's destinations, for every user who may open it", async () => {
    const { product, search } = await sharedProductPage();
    for (const user of [designer, member]) {
      const before = (await call(user, 'GET', `/api/views/${search.uuid}`)).json();
      expect(before).not.toHaveProperty('deletedDestinations');
    }
    await call(designer, 'DELETE', `/api/views/${product.uuid}`);
    for (const user of [admin, designer, member]) {
      const read = await call(user, 'GET', `/api/views/${search.uuid}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().deletedDestinations).toEqual([product.uuid]);
    }
  });

  it("names each deleted destination of a detail page once: a field's, a line's and 'Go to search view''s", async () => {
    const gone = await createViewOf(test, designer.cookie, searchPageBody(connection, 'contacts'));
    const kept = await createViewOf(test, designer.cookie, searchPageBody(connection, 'contacts'));
    const product = await createViewOf(test, designer.cookie, productPageBody(connection));
    const customer = await createViewOf(
      test,
      designer.cookie,
      customerPageBody(connection, {
        field: toSearch(gone.uuid),
        line: toDetail(product.uuid, [{ field: 'productId', dataset: 'main', value: 'id' }]),
        page: toSearch(kept.uuid),
      }),
    );
    const group = await addGroup(test, designer.cookie);
    await addToGroup(test, designer.cookie, group.uuid, { viewUuid: customer.uuid });
    await addToGroup(test, designer.cookie, group.uuid, { userUuid: member.id });
    await call(designer, 'DELETE', `/api/views/${gone.uuid}`);
    await call(designer, 'DELETE', `/api/views/${product.uuid}`);
    for (const user of [designer, member]) {
      const read = (await call(user, 'GET', `/api/views/${customer.uuid}`)).json();
      expect(read.deletedDestinations.toSorted()).toEqual([gone.uuid, product.uuid].toSorted());
    }
  });

  it('refuses a plain user with 403 and leaves the page', async () => {
    const { product } = await sharedProductPage();
    const refused = await call(member, 'DELETE', `/api/views/${product.uuid}`);
    expect(refused.statusCode).toBe(403);
    expect((await call(member, 'GET', `/api/views/${product.uuid}`)).statusCode).toBe(200);
  });

  it("answers 404 for another account's page, and leaves it; 404 again for a page already deleted", async () => {
    const { product } = await sharedProductPage();
    const { user: stranger } = await createTenant(test);
    const foreign = await call(stranger, 'DELETE', `/api/views/${product.uuid}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', message: messages.viewNotFound });
    expect((await call(designer, 'GET', `/api/views/${product.uuid}`)).statusCode).toBe(200);
    expect((await call(designer, 'DELETE', `/api/views/${product.uuid}`)).statusCode).toBe(204);
    expect((await call(designer, 'DELETE', `/api/views/${product.uuid}`)).statusCode).toBe(404);
    expect((await call(designer, 'DELETE', `/api/views/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const response = await call(designer, 'DELETE', '/api/views/not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message: messages.invalidId });
  });
});
