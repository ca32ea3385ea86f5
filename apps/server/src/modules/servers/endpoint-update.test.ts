import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEndpoint,
  addServer,
  callApi,
  expectValidationRefusal,
  type RefusalCall,
} from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('updating and deleting an endpoint', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function serverOfNewTenant() {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie);
    return { cookie: user.cookie, user, server, url: `/api/servers/${server.uuid}/endpoints` };
  }

  const expectRefusal = (...call: RefusalCall) => expectValidationRefusal(test, ...call);

  it('updates name and URL and keeps the settings the body leaves out', async () => {
    const { cookie, server, url } = await serverOfNewTenant();
    const endpoint = await addEndpoint(test, cookie, server.uuid, {
      settings: {
        url: 'orders',
        method: 'POST',
        response: 'list',
        headers: [{ name: 'X-Tenant', value: 't1' }],
      },
    });
    const response = await callApi(test, cookie, 'PUT', `${url}/${endpoint.uuid}`, {
      name: 'Open orders',
      settings: { url: '//orders/open', params: [{ name: 'status', value: 'open' }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uuid: endpoint.uuid,
      name: 'Open orders',
      serverUuid: server.uuid,
      settings: {
        url: 'orders/open',
        method: 'POST',
        response: 'list',
        params: [{ name: 'status', value: 'open' }],
        bodyParams: [],
        headers: [{ name: 'X-Tenant', value: 't1' }],
      },
    });
    const read = await callApi(test, cookie, 'GET', `${url}/${endpoint.uuid}`);
    expect(read.json()).toEqual(response.json());
  });

  it('refuses an update without name or URL', async () => {
    const { cookie, server, url } = await serverOfNewTenant();
    const one = `${url}/${(await addEndpoint(test, cookie, server.uuid)).uuid}`;
    await expectRefusal(
      cookie,
      'PUT',
      one,
      { name: '', settings: { url: 'orders' } },
      messages.endpointNameRequired,
      'name',
    );
    await expectRefusal(
      cookie,
      'PUT',
      one,
      { name: 'Orders', settings: { url: '' } },
      messages.endpointUrlRequired,
      'settings.url',
    );
    await expectRefusal(
      cookie,
      'PUT',
      one,
      { name: 'Orders', settings: { url: '/' } },
      messages.endpointUrlRequired,
      'settings.url',
    );
    await expectRefusal(cookie, 'PUT', one, { name: 'Orders' }, messages.endpointUrlRequired, 'settings');
    const headers = { name: 'Orders', settings: { url: 'orders', headers: [{ name: '' }] } };
    await expectRefusal(cookie, 'PUT', one, headers, messages.headerNameRequired, 'settings.headers.0.name');
  });

  it('deletes an endpoint and writes audit rows for its changes', async () => {
    const { cookie, user, server, url } = await serverOfNewTenant();
    const endpoint = await addEndpoint(test, cookie, server.uuid);
    await callApi(test, cookie, 'PUT', `${url}/${endpoint.uuid}`, {
      name: 'Renamed',
      settings: { url: 'x' },
    });
    const response = await callApi(test, cookie, 'DELETE', `${url}/${endpoint.uuid}`);
    expect(response.json()).toEqual({ message: messages.endpointDeleted });
    expect((await callApi(test, cookie, 'GET', `${url}/${endpoint.uuid}`)).statusCode).toBe(404);
    expect((await callApi(test, cookie, 'DELETE', `${url}/${endpoint.uuid}`)).statusCode).toBe(404);
    const actions = await test.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('account_id', '=', user.accountId)
      .where('action', 'like', 'endpoint.%')
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual([
      'endpoint.create',
      'endpoint.delete',
      'endpoint.update',
    ]);
  });
});
