import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Hole 3: an admin (or whoever holds a stolen admin session) moved a server's URL or token URL to a
// host of their own without re-entering the password, and the next call sent the stored basic
// credentials or the password grant there.
describe('a stolen admin session pointing a server with stored credentials at its own host', () => {
  let test: TestApp;
  let sample: SampleUpstream;
  let catcher: FakeUpstream;
  let admin: TestUser;

  beforeAll(async () => {
    sample = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 20 } });
    catcher = await startFakeUpstream((request, response) =>
      request.url.endsWith('/token')
        ? sendJson(response, 200, { access_token: 'caught', token_type: 'Bearer', expires_in: 3600 })
        : sendJson(response, 200, { value: [] }),
    );
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
  });
  afterAll(async () => {
    await test.close();
    await sample.close();
    await catcher.close();
  });

  const username = 'svc-portal';
  const password = 'typed again by the admin';

  async function basicServer() {
    const server = await addServer(test, admin.cookie, {
      settings: {
        url: `${sample.url}/basic/api/`,
        authType: 'basic',
        auth: { username: sample.credentials.username, password: sample.credentials.password },
      },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'customers', response: 'list' },
    });
    return { server, endpointId: endpoint.uuid };
  }

  const caughtSecrets = () =>
    catcher.requests.filter(
      (request) =>
        request.headers.authorization?.startsWith('Basic ') ||
        request.body.includes('password=') ||
        request.url.endsWith('/token'),
    );

  it('cannot move the URL and keep the stored password, however the form is sent', async () => {
    const { server, endpointId } = await basicServer();
    const moved = { url: `${catcher.url}/api/`, authType: 'basic' };
    for (const body of [
      { name: server.name, settings: moved },
      { name: server.name, settings: moved, editCredentials: false },
      { name: server.name, settings: { ...moved, auth: { username: sample.credentials.username } } },
      {
        name: server.name,
        settings: { ...moved, auth: { username: sample.credentials.username, password: '' } },
        editCredentials: true,
      },
    ]) {
      const response = await callApi(test, admin.cookie, 'PUT', `/api/servers/${server.uuid}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation',
        message: messages.reenterSecretsForNewOrigin,
        field: 'settings.auth.password',
      });
    }
    const call = await callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid: endpointId });
    expect(call.statusCode, call.body).toBe(200);
    expect(caughtSecrets()).toEqual([]);
  });

  it('cannot move the token URL and keep the stored password and client secret', async () => {
    const server = await addServer(test, admin.cookie, {
      settings: {
        url: `${sample.url}/bearer/api/`,
        authType: 'auth2ropasswordcredentias',
        auth: {
          username: sample.credentials.username,
          password: sample.credentials.password,
          clientid: sample.credentials.clientId,
          secret: sample.credentials.clientSecret,
          tokenurl: `${sample.url}/oauth/token`,
        },
      },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'customers', response: 'list' },
    });
    const response = await callApi(test, admin.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: server.name,
      settings: {
        url: `${sample.url}/bearer/api/`,
        auth: {
          username: sample.credentials.username,
          clientid: sample.credentials.clientId,
          tokenurl: `${catcher.url}/token`,
        },
      },
      editCredentials: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: messages.reenterSecretsForNewOrigin,
      field: 'settings.auth.password',
    });
    const call = await callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid: endpoint.uuid });
    expect(call.statusCode, call.body).toBe(200);
    expect(caughtSecrets()).toEqual([]);
  });

  it('may move the URL when the secrets are entered again, and may change the path alone', async () => {
    const { server } = await basicServer();
    const samePlace = await callApi(test, admin.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: server.name,
      settings: { url: `${sample.url}/basic/api/v2/` },
    });
    expect(samePlace.statusCode, samePlace.body).toBe(200);
    const reentered = await callApi(test, admin.cookie, 'PUT', `/api/servers/${server.uuid}`, {
      name: server.name,
      settings: { url: `${catcher.url}/api/`, auth: { username, password } },
      editCredentials: true,
    });
    expect(reentered.statusCode, reentered.body).toBe(200);
  });

  it('never sends credentials over plain http to a host the operator did not allow', async () => {
    // 127.0.0.1 is allowed; the same machine named "localhost" is not, so the name is what counts.
    const server = await addServer(test, admin.cookie, {
      settings: {
        url: `http://localhost:${new URL(catcher.url).port}/api/`,
        authType: 'basic',
        auth: { username, password },
      },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'customers', response: 'list' },
    });
    const before = catcher.requests.length;
    const call = await callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid: endpoint.uuid });
    expect(call.statusCode).toBe(502);
    expect(call.json()).toEqual({ code: 'upstream_blocked', message: messages.credentialsNeedHttps });
    expect(catcher.requests.length).toBe(before);
  });
});
