import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeUpstream,
  type SeenRequest,
  sendJson,
  startFakeUpstream,
} from '../proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Hole 3, for endpoints: an API key an admin stored as an endpoint's secret header (or param, or
// body param) stayed when a stolen admin session moved the server to a host of its own, and the
// endpoint tester then showed it what reached that host.
const apiKey = 'sk-live-Endpoint-9Qw3';
const tenantCode = 'tn-Endpoint-Secret-77';
const bodySecret = 'body-secret-5Kd1';
const secrets = [apiKey, tenantCode, bodySecret];

describe('a stolen admin session moving a server whose endpoints hold secret values', () => {
  let test: TestApp;
  let home: FakeUpstream;
  let echo: FakeUpstream;
  let admin: TestUser;

  beforeAll(async () => {
    home = await startFakeUpstream((_request, response) => sendJson(response, 200, { id: 1 }));
    // The attacker's host answers with everything it received.
    echo = await startFakeUpstream((request, response) => sendJson(response, 200, request));
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
  });
  afterAll(async () => {
    await test.close();
    await home.close();
    await echo.close();
  });

  const leaked = (requests: SeenRequest[]) =>
    requests.filter((request) => secrets.some((secret) => JSON.stringify(request).includes(secret)));

  async function serverWithSecrets(url: string, serverBody: object = {}) {
    const server = await addServer(test, admin.cookie, { settings: { url }, ...serverBody });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: {
        url: 'customers',
        method: 'POST',
        response: 'object',
        headers: [{ name: 'X-Api-Key', value: apiKey, secret: true }],
        params: [{ name: 'tenant', value: tenantCode, secret: true }],
        bodyParams: [{ name: 'signature', value: bodySecret, secret: true }],
      },
    });
    return { server, endpointId: endpoint.uuid };
  }

  const tester = (serverId: string, endpointId: string) =>
    callApi(test, admin.cookie, 'POST', `/api/servers/${serverId}/endpoints/${endpointId}/test`, {});
  const moveTo = (server: { uuid: string; name: string }, url: string, extra: object = {}) =>
    callApi(test, admin.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: server.name,
      settings: { url, ...extra },
    });

  it('sends them to the server as long as it stays on its host, another path included', async () => {
    const { server, endpointId } = await serverWithSecrets(`${home.url}/api/`);
    expect((await moveTo(server, `${home.url}/api/v2/`)).statusCode).toBe(200);
    const before = home.requests.length;
    expect((await tester(server.uuid, endpointId)).statusCode).toBe(200);
    const seen = home.requests[before];
    expect(seen.url).toBe(`/api/v2/customers?tenant=${tenantCode}`);
    expect(seen.headers['x-api-key']).toBe(apiKey);
    expect(JSON.parse(seen.body)).toMatchObject({ signature: bodySecret });
  });

  it('never lets the endpoint tester or a data call carry them to the new host', async () => {
    const { server, endpointId } = await serverWithSecrets(`${home.url}/api/`);
    const moved = await moveTo(server, `${echo.url}/api/`);
    expect(moved.statusCode, moved.body).toBe(200);
    const tested = await tester(server.uuid, endpointId);
    expect(tested.statusCode, tested.body).toBe(200);
    const call = await callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid: endpointId });
    expect(call.statusCode, call.body).toBe(200);
    for (const secret of secrets) {
      expect(tested.body).not.toContain(secret);
      expect(call.body).not.toContain(secret);
    }
    expect(echo.requests.length).toBeGreaterThanOrEqual(2);
    expect(leaked(echo.requests)).toEqual([]);

    // Moving back does not bring them back: they must be entered again, and the form shows so.
    expect((await moveTo(server, `${home.url}/api/`)).statusCode).toBe(200);
    const read = await callApi(
      test,
      admin.cookie,
      'GET',
      `/api/servers/${server.uuid}/endpoints/${endpointId}`,
    );
    expect(read.json().settings).toMatchObject({
      headers: [{ name: 'X-Api-Key' }],
      params: [{ name: 'tenant' }],
      bodyParams: [{ name: 'signature' }],
    });
    const row = await test.context.db
      .selectFrom('endpoints')
      .select('settings')
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings).headers).toEqual([{ name: 'X-Api-Key' }]);
  });

  it('clears them with the move itself, even when the server credentials are typed again', async () => {
    const { server, endpointId } = await serverWithSecrets(`${home.url}/api/`, {
      settings: { url: `${home.url}/api/`, authType: 'basic', auth: { username: 'svc', password: 'pw-1' } },
    });
    // Refused (no password typed): nothing changes, the secret values stay with the old host.
    const refused = await moveTo(server, `${echo.url}/api/`);
    expect(refused.json()).toEqual({
      code: 'validation',
      message: messages.reenterSecretsForNewOrigin,
      field: 'settings.auth.password',
    });
    const before = home.requests.length;
    await tester(server.uuid, endpointId);
    expect(home.requests[before].headers['x-api-key']).toBe(apiKey);

    const moved = await callApi(test, admin.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: server.name,
      settings: { url: `${echo.url}/api/`, auth: { username: 'svc', password: 'pw-2' } },
      editCredentials: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const tested = await tester(server.uuid, endpointId);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(leaked(echo.requests)).toEqual([]);
  });

  it('never sends them over plain http to a host the operator did not allow', async () => {
    // 127.0.0.1 is allowed; the same machine named "localhost" is not, so the name is what counts.
    const { server, endpointId } = await serverWithSecrets(`http://localhost:${echo.port}/api/`);
    const before = echo.requests.length;
    for (const answer of [
      await tester(server.uuid, endpointId),
      await callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid: endpointId }),
    ]) {
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({ code: 'upstream_blocked', message: messages.credentialsNeedHttps });
    }
    expect(echo.requests.length).toBe(before);
    // An endpoint without a secret value still goes there.
    const plain = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'customers', response: 'object', headers: [{ name: 'Accept-Language', value: 'en' }] },
    });
    const call = await callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid: plain.uuid });
    expect(call.statusCode, call.body).toBe(200);
  });
});
