import { credentialHeaderNeedsValue, headerRefusal, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealStoredCredentials } from '../../src/modules/servers/seal-stored-credentials.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Finding 3 of the third pass: a rest server's fixed headers went upstream unfiltered (Host,
// Cookie, X-Forwarded-For), were stored in clear, shown to designers, kept when the server moved
// to another origin and sent over plain http where basic auth to the same URL was refused; and an
// endpoint's secret Authorization header was saved and silently never sent.
const token = 'Bearer static-Token-7fQ2';
const apiKey = 'key-Directus-91xZ';

describe("a rest server's fixed headers and an endpoint's credential header", () => {
  let test: TestApp;
  let home: FakeUpstream;
  let echo: FakeUpstream;
  let admin: TestUser;
  let designer: TestUser;

  beforeAll(async () => {
    home = await startFakeUpstream((_request, response) => sendJson(response, 200, [{ id: 1 }]));
    echo = await startFakeUpstream((request, response) => sendJson(response, 200, [request]));
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    const tenant = await createTenant(test, ['admin']);
    admin = tenant.user;
    designer = await addUser(test, tenant.accountId, ['designer']);
  });
  afterAll(async () => {
    await test.close();
    await home.close();
    await echo.close();
  });

  const restWith = (headers: Record<string, string>) => ({ preset: 'postgrest', headers });

  async function restServer(url: string, headers: Record<string, string>) {
    const server = await addServer(test, admin.cookie, {
      settings: { url, adapter: 'rest', rest: restWith(headers) },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'things', response: 'list' },
    });
    return { server, endpointId: endpoint.uuid };
  }
  const call = (endpointId: string) =>
    callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid: endpointId });
  const storedSettings = async (table: 'servers' | 'endpoints', id: string) =>
    (
      await test.context.db
        .selectFrom(table)
        .select('settings')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).settings;

  it('refuses Host, Cookie, forwarding and framing headers, on a server and on an endpoint', async () => {
    for (const name of ['Host', 'Cookie', 'X-Forwarded-For', 'Transfer-Encoding', 'Forwarded']) {
      const response = await callApi(test, admin.cookie, 'POST', '/api/servers', {
        name: `Fixed ${name}`,
        settings: { url: `${home.url}/api/`, adapter: 'rest', rest: restWith({ [name]: 'x' }) },
      });
      expect(response.json(), name).toEqual({
        code: 'validation',
        message: headerRefusal(name),
        field: 'settings.rest.headers',
      });
    }
    const server = await addServer(test, admin.cookie, { settings: { url: `${home.url}/api/` } });
    const endpoint = await callApi(test, admin.cookie, 'POST', `/api/servers/${server.uuid}/endpoints`, {
      name: 'Host header',
      settings: { url: 'things', headers: [{ name: 'Host', value: 'evil.example' }] },
    });
    expect(endpoint.json()).toEqual({
      code: 'validation',
      message: headerRefusal('Host'),
      field: 'settings.headers.0.name',
    });
  });

  it('seals a fixed Authorization header, shows it blank to everyone, keeps it on a blank save and sends it', async () => {
    const { server, endpointId } = await restServer(`${home.url}/api/`, {
      Authorization: token,
      Prefer: 'x',
    });
    expect(await storedSettings('servers', server.uuid)).not.toContain('static-Token');

    for (const reader of [admin, designer]) {
      const read = (await callApi(test, reader.cookie, 'GET', `/api/servers/${server.uuid}`)).json();
      expect(read.settings.rest.headers).toEqual({ Authorization: '', Prefer: 'x' });
      expect(read.settings.credentialHeadersSet).toEqual(['Authorization']);
      expect(JSON.stringify(read)).not.toContain('static-Token');
    }
    // The form sends it back blank: the stored value stays.
    const saved = await callApi(test, admin.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: server.name,
      settings: { url: `${home.url}/api/`, rest: restWith({ Authorization: '', Prefer: 'x' }) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = home.requests.length;
    expect((await call(endpointId)).statusCode).toBe(200);
    expect(home.requests[before].headers.authorization).toBe(token);
    expect(home.requests[before].headers.prefer).toBe('x');
  });

  it('drops the value when the server moves to another origin', async () => {
    const { server, endpointId } = await restServer(`${home.url}/api/`, { 'X-Api-Key': apiKey });
    const moved = await callApi(test, admin.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: server.name,
      settings: { url: `${echo.url}/api/`, rest: restWith({ 'X-Api-Key': '' }) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().settings.credentialHeadersSet).toEqual([]);
    const answer = await call(endpointId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).not.toContain(apiKey);
    expect(JSON.stringify(echo.requests)).not.toContain(apiKey);
    // Leaving the conventions out of the save keeps nothing either.
    const again = await restServer(`${home.url}/api/`, { 'X-Api-Key': apiKey });
    await callApi(test, admin.cookie, 'PUT', `/api/servers/${again.server.uuid}`, {
      name: again.server.name,
      settings: { url: `${echo.url}/v2/` },
    });
    await call(again.endpointId);
    expect(JSON.stringify(echo.requests)).not.toContain(apiKey);
  });

  it('sends it over plain http only to a host the operator allowed, like basic credentials', async () => {
    // 127.0.0.1 is allowed; the same machine named "localhost" is not.
    const { endpointId } = await restServer(`http://localhost:${home.port}/api/`, { Authorization: token });
    const before = home.requests.length;
    const answer = await call(endpointId);
    expect(answer.json()).toEqual({ code: 'upstream_blocked', message: messages.credentialsNeedHttps });
    expect(home.requests.length).toBe(before);
  });

  it("sends an endpoint's Authorization header as documented, sealed, and refuses one without its value", async () => {
    const server = await addServer(test, admin.cookie, { settings: { url: `${home.url}/api/` } });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: {
        url: 'things',
        response: 'list',
        headers: [{ name: 'Authorization', value: token, secret: true }],
      },
    });
    expect(await storedSettings('endpoints', endpoint.uuid)).not.toContain('static-Token');
    expect(endpoint.settings.headers).toEqual([{ name: 'Authorization', secret: true }]);
    const before = home.requests.length;
    // A page's own value for it is not taken: the documented one goes.
    const answer = await callApi(test, admin.cookie, 'POST', '/api/proxy', {
      uuid: endpoint.uuid,
      headers: { Authorization: 'Bearer from-a-page' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(home.requests[before].headers.authorization).toBe(token);

    const unvalued = await callApi(test, admin.cookie, 'POST', `/api/servers/${server.uuid}/endpoints`, {
      name: 'No key',
      settings: { url: 'things', headers: [{ name: 'X-Tenant', value: 'a' }, { name: 'X-Api-Key' }] },
    });
    expect(unvalued.json()).toEqual({
      code: 'validation',
      message: credentialHeaderNeedsValue('X-Api-Key'),
      field: 'settings.headers.1.value',
    });
  });

  it('seals what was stored in clear before, and drops the headers that may not be set', async () => {
    const { server, endpointId } = await restServer(`${home.url}/api/`, { Prefer: 'x' });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, { settings: { url: 'things' } });
    // As an earlier version stored them.
    const legacy = JSON.parse(await storedSettings('servers', server.uuid));
    legacy.rest.headers = { Authorization: token, Host: 'evil.example', Prefer: 'x' };
    await test.context.db
      .updateTable('servers')
      .set({ settings: JSON.stringify(legacy) })
      .where('id', '=', server.uuid)
      .execute();
    const legacyEndpoint = JSON.parse(await storedSettings('endpoints', endpoint.uuid));
    legacyEndpoint.headers = [{ name: 'X-Api-Key', value: apiKey }];
    await test.context.db
      .updateTable('endpoints')
      .set({ settings: JSON.stringify(legacyEndpoint) })
      .where('id', '=', endpoint.uuid)
      .execute();

    expect(await sealStoredCredentials(test.context.db, test.app.secretBox)).toBeGreaterThanOrEqual(2);
    expect(await storedSettings('servers', server.uuid)).not.toContain('static-Token');
    expect(await storedSettings('servers', server.uuid)).not.toContain('evil.example');
    expect(await storedSettings('endpoints', endpoint.uuid)).not.toContain(apiKey);
    const before = home.requests.length;
    expect((await call(endpointId)).statusCode).toBe(200);
    expect(home.requests[before].headers.authorization).toBe(token);
    expect(home.requests[before].headers.host).toBe(`127.0.0.1:${home.port}`);
    expect((await call(endpoint.uuid)).statusCode).toBe(200);
    expect(home.requests.at(-1)?.headers['x-api-key']).toBe(apiKey);
    // A second pass finds nothing left.
    expect(await sealStoredCredentials(test.context.db, test.app.secretBox)).toBe(0);
  });
});
