import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEndpoint,
  addServer,
  callApi,
  expectValidationRefusal,
  type RefusalCall,
} from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('creating and reading endpoints', () => {
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

  it('creates an endpoint, dropping the leading slash of its URL', async () => {
    const { cookie, server, url } = await serverOfNewTenant();
    const response = await callApi(test, cookie, 'POST', url, {
      name: 'Customer',
      settings: {
        url: '/customers/$(id)',
        method: 'POST',
        response: 'record',
        params: [{ name: 'expand', value: 'contacts' }, { name: 'fields' }],
        bodyParams: [{ name: 'filter', value: '' }],
        headers: [{ name: 'Accept-Language', value: 'en' }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uuid: expect.any(String),
      name: 'Customer',
      serverUuid: server.uuid,
      settings: {
        url: 'customers/$(id)',
        method: 'POST',
        response: 'record',
        params: [{ name: 'expand', value: 'contacts' }, { name: 'fields' }],
        bodyParams: [{ name: 'filter' }],
        headers: [{ name: 'Accept-Language', value: 'en' }],
      },
    });
  });

  it('creates an endpoint from a name alone with GET, list and no entries', async () => {
    const { cookie, url } = await serverOfNewTenant();
    const response = await callApi(test, cookie, 'POST', url, { name: 'All orders' });
    expect(response.json().settings).toEqual({
      url: '',
      method: 'GET',
      response: 'list',
      params: [],
      bodyParams: [],
      headers: [],
    });
  });

  it('refuses a create without a name', async () => {
    const { cookie, url } = await serverOfNewTenant();
    for (const body of [{}, { name: '' }, { name: '  ', settings: { url: 'orders' } }]) {
      await expectRefusal(cookie, 'POST', url, body, messages.endpointNameRequired, 'name');
    }
  });

  it('refuses a param, body param or header without a name', async () => {
    const { cookie, url } = await serverOfNewTenant();
    const body = (settings: object) => ({ name: 'Orders', settings: { url: 'orders', ...settings } });
    await expectRefusal(
      cookie,
      'POST',
      url,
      body({ params: [{ name: 'a' }, { name: '' }] }),
      messages.paramNameRequired,
      'settings.params.1.name',
    );
    await expectRefusal(
      cookie,
      'POST',
      url,
      body({ bodyParams: [{ value: 'x' }] }),
      messages.paramNameRequired,
      'settings.bodyParams.0.name',
    );
    await expectRefusal(
      cookie,
      'POST',
      url,
      body({ headers: [{ name: ' ', value: 'x' }] }),
      messages.headerNameRequired,
      'settings.headers.0.name',
    );
  });

  it('refuses an unknown method or response type', async () => {
    const { cookie, url } = await serverOfNewTenant();
    const body = (settings: object) => ({ name: 'Orders', settings: { url: 'orders', ...settings } });
    const method = body({ method: 'DELETE' });
    await expectRefusal(cookie, 'POST', url, method, messages.invalidEndpointMethod, 'settings.method');
    const response = body({ response: 'table' });
    await expectRefusal(cookie, 'POST', url, response, messages.invalidEndpointResponse, 'settings.response');
  });

  it('answers the data source definition with uuid, settings.url and settings.response', async () => {
    const { user, server } = await serverOfNewTenant();
    const endpoint = await addEndpoint(test, user.cookie, server.uuid, {
      settings: { url: 'customers/$(id)', response: 'record' },
    });
    const designer = await addUser(test, user.accountId, ['designer']);
    const response = await callApi(
      test,
      designer.cookie,
      'GET',
      `/api/servers/${server.uuid}/endpoints/${endpoint.uuid}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: endpoint.uuid,
      settings: { url: 'customers/$(id)', response: 'record' },
    });
  });

  it("lists the server's endpoints and no others", async () => {
    const { cookie, server, url } = await serverOfNewTenant();
    const first = await addEndpoint(test, cookie, server.uuid, { name: 'A orders' });
    const second = await addEndpoint(test, cookie, server.uuid, { name: 'B customers' });
    await addEndpoint(test, cookie, (await addServer(test, cookie)).uuid);
    const response = await callApi(test, cookie, 'GET', url);
    expect(response.json().map((endpoint: { uuid: string }) => endpoint.uuid)).toEqual([
      first.uuid,
      second.uuid,
    ]);
  });
});
