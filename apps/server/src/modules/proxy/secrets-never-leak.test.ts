import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

const secrets = {
  password: 'pw-Zq8!known-basic-password',
  clientSecret: 'cs-Kf2#known-client-secret',
};

describe('upstream credentials never leave the server', () => {
  let test: TestApp;
  let upstream: SampleUpstream;
  let admin: TestUser;
  const logLines: string[] = [];
  const answers: string[] = [];

  beforeAll(async () => {
    upstream = await startSampleUpstream({
      host: '127.0.0.1',
      port: 0,
      size: { customers: 30 },
      credentials: {
        username: 'svc',
        password: secrets.password,
        clientId: 'portal',
        clientSecret: secrets.clientSecret,
      },
    });
    test = await createTestApp(
      { UPSTREAM_ALLOW: '127.0.0.1' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    ({ user: admin } = await createTenant(test, ['admin', 'designer', 'user']));
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
    const response = await callApi(test, admin.cookie, method, url, body);
    answers.push(response.body);
    return response;
  }

  it('through basic auth, the OAuth2 password grant, the tester and failures', async () => {
    const basic = await addServer(test, admin.cookie, {
      settings: {
        url: `${upstream.url}/basic/api/`,
        authType: 'basic',
        auth: { username: 'svc', password: secrets.password },
      },
    });
    const oauth = await addServer(test, admin.cookie, {
      settings: {
        url: `${upstream.url}/bearer/api/`,
        authType: 'auth2ropasswordcredentias',
        auth: {
          username: 'svc',
          password: secrets.password,
          clientid: 'portal',
          secret: secrets.clientSecret,
          tokenurl: `${upstream.url}/oauth/token`,
        },
      },
    });
    for (const server of [basic, oauth]) {
      const list = await addEndpoint(test, admin.cookie, server.uuid, {
        settings: { url: 'customers', response: 'list' },
      });
      const ok = await call('POST', '/api/proxy', { uuid: list.uuid, params: { limit: 5 } });
      expect(ok.statusCode).toBe(200);
      const tested = await call('POST', `/api/servers/${server.uuid}/endpoints/${list.uuid}/test`, {});
      expect(tested.json().status).toBe(200);
      await call('GET', `/api/servers/${server.uuid}`);
      await call('GET', '/api/servers');
    }
    expect(upstream.stats.tokenRequests).toBe(1);

    // Wrong credentials: the upstream refuses, and the error must not echo what was sent.
    await call('PUT', `/api/servers/${basic.uuid}`, {
      name: basic.name,
      settings: {
        url: basic.settings.url,
        authType: 'basic',
        auth: { username: 'svc', password: `${secrets.password}-wrong` },
      },
      editCredentials: true,
    });
    const list = await addEndpoint(test, admin.cookie, basic.uuid, {
      settings: { url: 'orders', response: 'list' },
    });
    const refused = await call('POST', '/api/proxy', { uuid: list.uuid, params: { limit: 5 } });
    expect(refused.statusCode).toBe(502);

    const everything = [...answers, ...logLines].join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of Object.values(secrets)) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/Bearer\s+[A-Za-z0-9._-]{8,}/);
    expect(everything).not.toMatch(/Basic\s+[A-Za-z0-9+/=]{8,}/);

    const stored = await test.context.db.selectFrom('servers').select(['settings', 'auth_sealed']).execute();
    const columns = JSON.stringify(stored);
    for (const secret of Object.values(secrets)) expect(columns).not.toContain(secret);
  });
});
