import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { startJsonServer } from '../../../test/proxy/start-json-server.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

const people = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index}`,
  age: index,
}));

// Every call to a data server passes one gate (modules/proxy/data-calls-plugin.ts): the same
// question refused the same way wherever it comes from, and one budget of calls per person.
describe('the one gate of data calls', () => {
  let test: TestApp;
  let upstream: Awaited<ReturnType<typeof startJsonServer>>;
  let admin: TestUser;
  let user: TestUser;
  let serverId: string;
  let endpointId: string;
  let viewId: string;

  beforeAll(async () => {
    upstream = await startJsonServer({ people });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1', PROXY_CALLS_PER_MINUTE: '6' });
    ({ user: admin } = await createTenant(test, ['admin', 'designer']));
    user = await addUser(test, admin.accountId, ['user']);
    serverId = (
      await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/`, adapter: 'jsonserver' } })
    ).uuid;
    endpointId = (
      await addEndpoint(test, admin.cookie, serverId, { settings: { url: 'people', response: 'list' } })
    ).uuid;
    const view = await callApi(test, admin.cookie, 'POST', '/api/views', {
      name: 'People',
      type: 'search',
      metacontent: {
        title: 'People',
        columns: [{ value: 'name', label: 'Name' }],
        textFilters: [],
        customFilters: [],
      },
      metadata: { server: serverId, endpoint: endpointId },
    });
    viewId = view.json().uuid;
    const group = await addGroup(test, admin.cookie);
    await addToGroup(test, admin.cookie, group.uuid, { userUuid: user.id });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: viewId });
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  const refusal = (response: { statusCode: number; json(): { code: string; message: string } }) => ({
    status: response.statusCode,
    code: response.json().code,
    message: response.json().message,
  });

  it("refuses a plain user's question the page does not ask alike from the proxy and from the export", async () => {
    // Sorting by a field that is not one of the page's columns (DESIGN.md §6c).
    const question = { orderBy: 'age', sort: 'asc' };
    const proxy = await callApi(test, user.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      view: viewId,
      params: { ...question, offset: 0, limit: 10 },
    });
    const exported = await callApi(test, user.cookie, 'POST', `/api/views/${viewId}/export`, question);
    expect(refusal(proxy)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(refusal(exported)).toEqual(refusal(proxy));
    // The page's own question passes both.
    const allowed = { orderBy: 'name', sort: 'asc' };
    const page = await callApi(test, user.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      view: viewId,
      params: { ...allowed, offset: 0, limit: 10 },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(
      (await callApi(test, user.cookie, 'POST', `/api/views/${viewId}/export`, allowed)).statusCode,
    ).toBe(200);
  });

  it("counts the proxy's, the tester's and Detect's calls against one budget per person", async () => {
    const proxyCall = () =>
      callApi(test, admin.cookie, 'POST', '/api/proxy', {
        uuid: endpointId,
        params: { offset: 0, limit: 5 },
      });
    const tester = () =>
      callApi(test, admin.cookie, 'POST', `/api/servers/${serverId}/endpoints/${endpointId}/test`, {});
    const detect = () =>
      callApi(test, admin.cookie, 'POST', `/api/servers/${serverId}/detect-conventions`, { path: 'people' });
    // PROXY_CALLS_PER_MINUTE is 6: two of each pass, the seventh call of any kind is refused.
    for (const call of [proxyCall, tester, detect, proxyCall, tester, detect]) {
      expect((await call()).statusCode).not.toBe(429);
    }
    const beyond = [await proxyCall(), await tester(), await detect()].map(refusal);
    for (const answer of beyond) {
      expect(answer).toEqual({ status: 429, code: 'rate_limited', message: messages.proxyTooManyPerMinute });
    }
  });
});
