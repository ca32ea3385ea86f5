import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadEndpointForProxy } from './load-endpoint-for-proxy.ts';

describe('loading an endpoint for the proxy', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('answers the endpoint with its server and the opened credentials', async () => {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie, {
      settings: {
        url: 'https://erp.example.com/api',
        adapter: 'fusion',
        authType: 'basic',
        auth: { username: 'ann', password: 'Known-Pass-1' },
      },
    });
    const endpoint = await addEndpoint(test, user.cookie, server.uuid, {
      name: 'Customer',
      settings: { url: 'customers/$(id)', response: 'record', headers: [{ name: 'Accept', value: 'json' }] },
    });
    const target = await loadEndpointForProxy(test.app, user.accountId, endpoint.uuid);
    expect(target).toEqual({
      server: {
        id: server.uuid,
        name: server.name,
        url: 'https://erp.example.com/api/',
        adapter: 'fusion',
        authType: 'basic',
        auth: {
          username: 'ann',
          password: 'Known-Pass-1',
          clientid: '',
          secret: '',
          scope: '',
          tokenurl: '',
          authorizeUrl: '',
          tokenUrl: '',
          revokeUrl: '',
          clientId: '',
          clientSecret: '',
          scopes: '',
          audience: '',
        },
        credentialVersion: expect.any(Number),
      },
      endpoint: {
        id: endpoint.uuid,
        serverId: server.uuid,
        name: 'Customer',
        settings: endpoint.settings,
        version: expect.any(Number),
      },
    });
  });

  it('changes the credential version when the server is updated', async () => {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie);
    const endpoint = await addEndpoint(test, user.cookie, server.uuid);
    const before = await loadEndpointForProxy(test.app, user.accountId, endpoint.uuid);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await callApi(test, user.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: server.name,
      settings: {
        url: 'https://erp.example.com/api',
        authType: 'basic',
        auth: { username: 'a', password: 'b' },
      },
    });
    const after = await loadEndpointForProxy(test.app, user.accountId, endpoint.uuid);
    expect(after.server.credentialVersion).toBeGreaterThan(before.server.credentialVersion);
    expect(after.server.auth).toMatchObject({ username: 'a', password: 'b' });
    expect(before.server.auth).toBeNull();
  });

  it("does not find another account's endpoint or an id that is not a UUID", async () => {
    const owner = await createTenant(test);
    const endpoint = await addEndpoint(
      test,
      owner.user.cookie,
      (await addServer(test, owner.user.cookie)).uuid,
    );
    const stranger = await createTenant(test);
    await expect(loadEndpointForProxy(test.app, stranger.accountId, endpoint.uuid)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(loadEndpointForProxy(test.app, owner.accountId, 'nope')).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
