import { allCapabilities } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { addView, detailViewBody } from '../../../test/view-fixtures.ts';

const jsonServer1 = { url: 'https://api.example.com/v1', adapter: 'rest', rest: { preset: 'json-server-1' } };

describe("GET /api/views/{id} carries what the search page's server can write", () => {
  let test: TestApp;
  let admin: TestUser;
  let reader: TestUser;
  let serverId: string;
  let searchId: string;
  const open = (user: TestUser, id: string) => callApi(test, user.cookie, 'GET', `/api/views/${id}`);

  beforeAll(async () => {
    test = await createTestApp();
    ({ user: admin } = await createTenant(test, ['admin', 'designer']));
    reader = await addUser(test, admin.accountId, ['user']);
    const server = await addServer(test, admin.cookie, { name: 'Catalog', settings: jsonServer1 });
    serverId = server.uuid;
    const endpoint = await addEndpoint(test, admin.cookie, serverId, {
      settings: { url: 'customers', method: 'GET', response: 'list' },
    });
    searchId = (await addView(test, admin.cookie, { server: serverId, endpoint: endpoint.uuid })).uuid;
    const group = await addGroup(test, admin.cookie);
    await addToGroup(test, admin.cookie, group.uuid, { userUuid: reader.id });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: searchId });
  });
  afterAll(async () => {
    await test.close();
  });

  it('tells a plain user that json-server 1.x has no free text, beside the view as saved', async () => {
    const response = await open(reader, searchId);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.capabilities).toEqual({
      sort: true,
      exactMatch: true,
      numberRange: true,
      contains: true,
      freeText: false,
    });
    expect(view.metacontent.textFilters).toEqual([{ key: 'name', field: 'name', label: 'Name' }]);
    expect((await open(reader, searchId)).json().capabilities.freeText).toBe(false);
  });

  it('follows the server as an admin changes its conventions, without the view being saved again', async () => {
    const changed = await callApi(test, admin.cookie, 'PUT', `/api/servers/${serverId}`, {
      name: 'Catalog',
      settings: {
        ...jsonServer1,
        rest: { preset: 'json-server-1', query: { sortAsc: null, contains: null } },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await open(reader, searchId)).json().capabilities).toEqual({
      sort: false,
      exactMatch: true,
      numberRange: true,
      contains: false,
      freeText: false,
    });
  });

  it('says a fixed adapter writes everything, and a detail page carries nothing of the kind', async () => {
    const fixed = await addServer(test, admin.cookie);
    const endpoint = await addEndpoint(test, admin.cookie, fixed.uuid, {
      settings: { url: 'customers', method: 'GET', response: 'list' },
    });
    const connection = { server: fixed.uuid, endpoint: endpoint.uuid };
    const search = await addView(test, admin.cookie, connection);
    expect((await open(admin, search.uuid)).json().capabilities).toEqual(allCapabilities);
    const detail = await callApi(test, admin.cookie, 'POST', '/api/views', detailViewBody(connection));
    expect(detail.statusCode).toBe(200);
    expect((await open(admin, detail.json().uuid)).json()).not.toHaveProperty('capabilities');
  });
});
