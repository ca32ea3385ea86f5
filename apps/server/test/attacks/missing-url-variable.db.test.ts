import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Hole 8: a record endpoint called without its $(id) went upstream with an empty path segment, and
// the upstream answered its whole collection.
describe('a record endpoint called without the value of its URL variable', () => {
  let test: TestApp;
  let upstream: SampleUpstream;
  let admin: TestUser;
  let serverId: string;
  let endpointId: string;

  beforeAll(async () => {
    upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 40 } });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    serverId = (await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/open/api/` } })).uuid;
    endpointId = (
      await addEndpoint(test, admin.cookie, serverId, {
        settings: { url: 'customers/$(id)?expand=$(expand)', response: 'record' },
      })
    ).uuid;
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  const missing = `${messages.urlVariableMissing} id`;
  const served = () => upstream.stats.requests;

  it('is refused with a 400 that names the variable, and nothing goes upstream', async () => {
    const before = served();
    for (const urlVariables of [undefined, {}, { id: '' }, { id: null }, { id: '   ' }, { expand: 'x' }]) {
      const response = await callApi(test, admin.cookie, 'POST', '/api/proxy', {
        uuid: endpointId,
        ...(urlVariables ? { urlVariables } : {}),
      });
      expect(response.statusCode, JSON.stringify(urlVariables)).toBe(400);
      expect(response.json()).toEqual({ code: 'validation', message: missing });
    }
    expect(served()).toBe(before);
  });

  it('names a missing variable of the query too', async () => {
    const response = await callApi(test, admin.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      urlVariables: { id: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message: `${messages.urlVariableMissing} expand` });
  });

  it('is refused by the endpoint tester as well', async () => {
    const response = await callApi(
      test,
      admin.cookie,
      'POST',
      `/api/servers/${serverId}/endpoints/${endpointId}/test`,
      { urlVariables: { expand: 'contacts' } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message: missing });
  });

  it('answers the one record when every variable has its value', async () => {
    const response = await callApi(test, admin.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      urlVariables: { id: 3, expand: 'none' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: 3 });
  });
});
