import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { addConnection, detailViewBody, searchViewBody } from '../../../test/view-fixtures.ts';

describe('GET /api/servers/{id}/usage: the pages built on a server and on each endpoint', () => {
  let test: TestApp;
  let admin: TestUser;
  let designer: TestUser;
  let user: TestUser;
  let stranger: TestUser;
  let serverId: string;
  let customers: string;
  let orders: string;
  let unused: string;
  const names = { search: 'A customers search', detail: 'B customer page', elsewhere: 'C other page' };
  let searchId: string;
  let detailId: string;

  const create = async (body: object) => {
    const response = await callApi(test, admin.cookie, 'POST', '/api/views', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().uuid as string;
  };

  beforeAll(async () => {
    test = await createTestApp();
    ({ user: admin } = await createTenant(test, ['admin']));
    designer = await addUser(test, admin.accountId, ['designer']);
    user = await addUser(test, admin.accountId, ['user']);
    ({ user: stranger } = await createTenant(test, ['admin', 'designer']));
    const server = await addServer(test, admin.cookie, { name: 'CRM' });
    serverId = server.uuid;
    const endpoint = async (url: string, response: 'list' | 'record') =>
      (await addEndpoint(test, admin.cookie, serverId, { settings: { url, method: 'GET', response } })).uuid;
    customers = await endpoint('customers', 'list');
    orders = await endpoint('orders', 'list');
    unused = await endpoint('products', 'list');
    const other = await addConnection(test, admin.cookie);
    searchId = await create(
      searchViewBody({ server: serverId, endpoint: customers }, { name: names.search }),
    );
    // Its main record is on another server; one list dataset reads this server's orders.
    const detail = detailViewBody(other, { name: names.detail });
    detail.metadata.datasets.push({
      name: 'orders',
      datasetType: 'list',
      server: serverId,
      serverName: 'CRM',
      endpoint: orders,
      variables: [],
      params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
    } as (typeof detail.metadata.datasets)[number]);
    detailId = await create(detail);
    await create(searchViewBody(other, { name: names.elsewhere }));
  });
  afterAll(async () => {
    await test.close();
  });

  it('names every page using the server, and for each endpoint the pages that call it', async () => {
    const response = await callApi(test, designer.cookie, 'GET', `/api/servers/${serverId}/usage`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      views: [
        { uuid: searchId, name: names.search, type: 'search' },
        { uuid: detailId, name: names.detail, type: 'detail' },
      ],
      endpoints: {
        [customers]: [{ uuid: searchId, name: names.search }],
        [orders]: [{ uuid: detailId, name: names.detail }],
      },
    });
    expect(response.json().endpoints).not.toHaveProperty(unused);
    const asAdmin = await callApi(test, admin.cookie, 'GET', `/api/servers/${serverId}/usage`);
    expect(asAdmin.json()).toEqual(response.json());
  });

  it('answers 401 without a session, 403 to a plain user, 404 for another account, 400 for what is no id', async () => {
    expect((await callApi(test, undefined, 'GET', `/api/servers/${serverId}/usage`)).statusCode).toBe(401);
    expect((await callApi(test, user.cookie, 'GET', `/api/servers/${serverId}/usage`)).statusCode).toBe(403);
    expect((await callApi(test, stranger.cookie, 'GET', `/api/servers/${serverId}/usage`)).statusCode).toBe(
      404,
    );
    const bad = await callApi(test, admin.cookie, 'GET', '/api/servers/not-an-id/usage');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toBe('');
  });
});
