import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi, expectValidationRefusal } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

describe("an endpoint's cache: 'Cache answers for' and 'Refresh data'", () => {
  let test: TestApp;
  let upstream: FakeUpstream;
  let admin: TestUser;
  let designer: TestUser;
  let serverId: string;
  let version = 0;

  beforeAll(async () => {
    upstream = await startFakeUpstream(async (request, response) => {
      // A slow answer, so that calls sent together are all in flight at once.
      if (request.url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 300));
      sendJson(response, 200, { value: [{ version }], totalResults: 1 });
    });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    designer = await addUser(test, admin.accountId, ['designer']);
    serverId = (await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/` } })).uuid;
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  /** One page of the endpoint as a designer's page asks it; the version the upstream answered. */
  const read = async (endpointId: string) => {
    const response = await callApi(test, designer.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      params: { offset: 0, limit: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.value[0].version as number;
  };
  /** How many requests reached the upstream while `work` ran. */
  const upstreamCalls = async (work: () => Promise<unknown>) => {
    const before = upstream.requests.length;
    await work();
    return upstream.requests.length - before;
  };
  const endpointAt = async (path: string, cacheSeconds?: number) =>
    (
      await addEndpoint(test, admin.cookie, serverId, {
        settings: { url: path, response: 'list', ...(cacheSeconds === undefined ? {} : { cacheSeconds }) },
      })
    ).uuid;

  it('caches answers 5 minutes when the endpoint does not say, and never when it says Off', async () => {
    const cached = await endpointAt('cached');
    expect(await upstreamCalls(async () => [await read(cached), await read(cached)])).toBe(1);
    const off = await endpointAt('off', 0);
    expect(await upstreamCalls(async () => [await read(off), await read(off), await read(off)])).toBe(3);
    const shown = await callApi(test, designer.cookie, 'GET', `/api/servers/${serverId}/endpoints/${off}`);
    expect(shown.json().settings.cacheSeconds).toBe(0);
  });

  it('joins identical calls in flight even when answers are never cached', async () => {
    const off = await endpointAt('slow-off', 0);
    expect(await upstreamCalls(() => Promise.all(Array.from({ length: 5 }, () => read(off))))).toBe(1);
  });

  it('keeps the lifetime an update leaves out, and changes it when the update gives one', async () => {
    const id = await endpointAt('kept', 60);
    const url = `/api/servers/${serverId}/endpoints/${id}`;
    const put = (settings: object) => callApi(test, admin.cookie, 'PUT', url, { name: 'Kept', settings });
    expect((await put({ url: 'kept' })).json().settings.cacheSeconds).toBe(60);
    expect((await put({ url: 'kept', cacheSeconds: 86_400 })).json().settings.cacheSeconds).toBe(86_400);
    expect((await callApi(test, admin.cookie, 'GET', url)).json().settings.cacheSeconds).toBe(86_400);
  });

  it('refuses a lifetime below 0, above a day or not a whole number of seconds', async () => {
    for (const cacheSeconds of [-1, 86_401, 1.5, '300']) {
      await expectValidationRefusal(
        test,
        admin.cookie,
        'POST',
        `/api/servers/${serverId}/endpoints`,
        { name: `Bad ${cacheSeconds}`, settings: { url: 'x', cacheSeconds } },
        messages.cacheSecondsInvalid,
        'settings.cacheSeconds',
      );
    }
  });

  it("'Refresh data' makes the next call ask the upstream again, and the call after be cached again", async () => {
    const id = await endpointAt('purged');
    version = 1;
    expect(await read(id)).toBe(1);
    version = 2;
    expect(await read(id)).toBe(1);
    const purge = await callApi(
      test,
      designer.cookie,
      'POST',
      `/api/servers/${serverId}/endpoints/${id}/purge`,
    );
    expect(purge.statusCode).toBe(200);
    expect(purge.json()).toEqual({ message: messages.dataRefreshed });
    expect(await upstreamCalls(async () => expect(await read(id)).toBe(2))).toBe(1);
    expect(await upstreamCalls(() => read(id))).toBe(0);
  });

  it('lets only admins and designers of the account purge, and only an endpoint of that server', async () => {
    const id = await endpointAt('guarded');
    const path = `/api/servers/${serverId}/endpoints/${id}/purge`;
    const user = await addUser(test, admin.accountId, ['user']);
    expect((await callApi(test, user.cookie, 'POST', path)).statusCode).toBe(403);
    expect((await callApi(test, undefined, 'POST', path)).statusCode).toBe(401);
    const stranger = (await createTenant(test, ['admin'])).user;
    expect((await callApi(test, stranger.cookie, 'POST', path)).statusCode).toBe(404);
    const otherServer = (await addServer(test, admin.cookie)).uuid;
    const wrong = `/api/servers/${otherServer}/endpoints/${id}/purge`;
    expect((await callApi(test, admin.cookie, 'POST', wrong)).statusCode).toBe(404);
  });
});
