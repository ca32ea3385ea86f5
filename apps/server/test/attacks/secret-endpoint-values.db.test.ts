import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Hole 9: an API key an admin put into an endpoint as a fixed header or param value was stored in
// clear and answered to every designer (and anyone reading a backup).
const apiKey = 'sk-live-7Hq2c9Vb4XzR1mN8';
const tenantCode = 'tn-Secret-0042';

describe('a fixed header or param value marked secret', () => {
  let test: TestApp;
  let upstream: FakeUpstream;
  let admin: TestUser;
  let designer: TestUser;
  let serverId: string;
  let endpointId: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, { id: 1 }));
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    designer = await addUser(test, admin.accountId, ['designer']);
    serverId = (await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/` } })).uuid;
    endpointId = (
      await addEndpoint(test, admin.cookie, serverId, {
        settings: {
          url: 'customers',
          response: 'object',
          headers: [
            { name: 'X-Api-Key', value: apiKey, secret: true },
            { name: 'Accept-Language', value: 'en' },
          ],
          params: [{ name: 'tenant', value: tenantCode, secret: true }, { name: 'q' }],
        },
      })
    ).uuid;
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  const one = () => `/api/servers/${serverId}/endpoints/${endpointId}`;
  let call = 0;
  /** What reached the upstream for a fresh call (a fresh q, so no cached answer serves it). */
  const lastSeen = async () => {
    const before = upstream.requests.length;
    call += 1;
    const response = await callApi(test, designer.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      params: { q: `call-${call}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(upstream.requests.length).toBe(before + 1);
    return upstream.requests[before];
  };

  it('is never answered, to admins or designers, on any read', async () => {
    for (const [user, url] of [
      [admin, one()],
      [designer, one()],
      [admin, `/api/servers/${serverId}/endpoints`],
      [designer, `/api/servers/${serverId}/endpoints`],
    ] as const) {
      const response = await callApi(test, user.cookie, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(apiKey);
      expect(response.body).not.toContain(tenantCode);
    }
    const read = (await callApi(test, designer.cookie, 'GET', one())).json();
    expect(read.settings.headers).toEqual([
      { name: 'X-Api-Key', secret: true },
      { name: 'Accept-Language', value: 'en' },
    ]);
    expect(read.settings.params).toEqual([{ name: 'tenant', secret: true }, { name: 'q' }]);
  });

  it('is stored only sealed', async () => {
    const row = await test.context.db
      .selectFrom('endpoints')
      .select('settings')
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(row.settings).not.toContain(apiKey);
    expect(row.settings).not.toContain(tenantCode);
  });

  it('still goes to the upstream, and survives a save that leaves it blank', async () => {
    const seen = await lastSeen();
    expect(seen.headers['x-api-key']).toBe(apiKey);
    expect(seen.url).toBe(`/customers?tenant=${tenantCode}&q=call-${call}`);
    const read = (await callApi(test, admin.cookie, 'GET', one())).json();
    const saved = await callApi(test, admin.cookie, 'PUT', one(), {
      name: read.name,
      settings: read.settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(apiKey);
    expect((await lastSeen()).headers['x-api-key']).toBe(apiKey);
  });

  it('is dropped when the mark is taken off without a new value, and replaced by a new one', async () => {
    const replaced = await callApi(test, admin.cookie, 'PUT', one(), {
      name: 'Customers',
      settings: {
        url: 'customers',
        headers: [{ name: 'X-Api-Key', value: 'sk-live-rotated', secret: true }],
        params: [{ name: 'tenant', secret: false }, { name: 'q' }],
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const seen = await lastSeen();
    expect(seen.headers['x-api-key']).toBe('sk-live-rotated');
    expect(seen.url).toBe(`/customers?q=call-${call}`);
  });
});
