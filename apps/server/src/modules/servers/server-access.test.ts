import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Route = { method: Method; url: string; body?: object; write: boolean };

const serverBody = { name: 'Another', settings: { url: 'https://api.example.com' } };
const endpointBody = { name: 'Orders', settings: { url: 'orders' } };

/** Every server and endpoint route, aimed at the given ids. */
function routes(serverId: string, endpointId: string): Route[] {
  const server = `/api/servers/${serverId}`;
  const endpoint = `${server}/endpoints/${endpointId}`;
  return [
    { method: 'GET', url: '/api/servers', write: false },
    { method: 'POST', url: '/api/servers', body: serverBody, write: true },
    { method: 'GET', url: server, write: false },
    { method: 'PUT', url: server, body: serverBody, write: true },
    { method: 'DELETE', url: server, write: true },
    { method: 'GET', url: `${server}/endpoints`, write: false },
    { method: 'POST', url: `${server}/endpoints`, body: endpointBody, write: true },
    { method: 'GET', url: endpoint, write: false },
    { method: 'PUT', url: endpoint, body: endpointBody, write: true },
    { method: 'DELETE', url: endpoint, write: true },
  ];
}

describe('who may call the server and endpoint routes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function tenantWithEndpoint() {
    const { accountId, user: admin } = await createTenant(test);
    const server = await addServer(test, admin.cookie);
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid);
    return { accountId, admin, server, endpoint };
  }

  it('answers 401 on every route when signed out', async () => {
    const { server, endpoint } = await tenantWithEndpoint();
    for (const route of routes(server.uuid, endpoint.uuid)) {
      const response = await callApi(test, undefined, route.method, route.url, route.body);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthenticated', message: messages.signedOut });
    }
  });

  it('answers 403 on every route to a user without the admin or designer role', async () => {
    const { accountId, server, endpoint } = await tenantWithEndpoint();
    const plainUser = await addUser(test, accountId, ['user']);
    for (const route of routes(server.uuid, endpoint.uuid)) {
      const response = await callApi(test, plainUser.cookie, route.method, route.url, route.body);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden', message: messages.forbidden });
    }
  });

  it('lets a designer read but not write', async () => {
    const { accountId, server, endpoint } = await tenantWithEndpoint();
    const designer = await addUser(test, accountId, ['designer', 'user']);
    for (const route of routes(server.uuid, endpoint.uuid)) {
      const response = await callApi(test, designer.cookie, route.method, route.url, route.body);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(route.write ? 403 : 200);
    }
  });

  it('answers 403 before validating, so an invalid body tells a plain user nothing', async () => {
    const { accountId } = await createTenant(test);
    const plainUser = await addUser(test, accountId, ['user']);
    const response = await callApi(test, plainUser.cookie, 'POST', '/api/servers', { name: '' });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another account's server and endpoint ids", async () => {
    const theirs = await tenantWithEndpoint();
    const { user: admin } = await createTenant(test);
    for (const route of routes(theirs.server.uuid, theirs.endpoint.uuid).filter((r) =>
      r.url.includes(theirs.server.uuid),
    )) {
      const response = await callApi(test, admin.cookie, route.method, route.url, route.body);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: messages.notFound });
    }
    const untouched = await callApi(test, theirs.admin.cookie, 'GET', `/api/servers/${theirs.server.uuid}`);
    expect(untouched.json().name).toBe(theirs.server.name);
  });

  it("answers 404 for an endpoint addressed through another of the account's servers", async () => {
    const { admin, endpoint } = await tenantWithEndpoint();
    const otherServer = await addServer(test, admin.cookie);
    const url = `/api/servers/${otherServer.uuid}/endpoints/${endpoint.uuid}`;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await callApi(
        test,
        admin.cookie,
        method,
        url,
        method === 'PUT' ? endpointBody : undefined,
      );
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('answers 400 for ids that are not UUIDs and 404 for unknown UUIDs', async () => {
    const { user: admin } = await createTenant(test);
    for (const [id, status] of [
      ['not-a-uuid', 400],
      ["1' or '1'='1", 400],
      [randomUUID(), 404],
    ] as const) {
      for (const route of routes(encodeURIComponent(id), encodeURIComponent(id)).filter(
        (r) => r.url !== '/api/servers',
      )) {
        const response = await callApi(test, admin.cookie, route.method, route.url, route.body);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(status);
        if (status === 400) expect(response.json()).toMatchObject({ code: 'validation' });
      }
    }
  });

  it('lists only the servers of the own account', async () => {
    const mine = await tenantWithEndpoint();
    await tenantWithEndpoint();
    const response = await callApi(test, mine.admin.cookie, 'GET', '/api/servers');
    expect(response.json().map((server: { uuid: string }) => server.uuid)).toEqual([mine.server.uuid]);
  });
});
