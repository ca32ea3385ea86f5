import type { User } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { updateBody } from '../../../test/user-fixtures.ts';

describe('the hot path of a cached proxy answer', () => {
  let test: TestApp;
  let upstream: FakeUpstream;
  let admin: TestUser;
  let user: TestUser;
  let endpointId: string;
  let serverId: string;
  let groupId: string;
  let viewId: string;
  let queries: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) =>
      sendJson(response, 200, { value: [{ path: request.url }], totalResults: 1 }),
    );
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    const server = await addServer(test, admin.cookie, {
      settings: { url: `${upstream.url}/api/`, authType: 'basic', auth: { username: 'u', password: 'p' } },
    });
    serverId = server.uuid;
    endpointId = (
      await addEndpoint(test, admin.cookie, serverId, { settings: { url: 'customers', response: 'list' } })
    ).uuid;
    const view = await callApi(test, admin.cookie, 'POST', '/api/views', {
      name: 'Customers',
      type: 'search',
      metacontent: { title: 'Customers', columns: [], textFilters: [], customFilters: [] },
      metadata: { server: serverId, endpoint: endpointId },
    });
    viewId = view.json().uuid;
    groupId = (await addGroup(test, admin.cookie)).uuid;
    await addToGroup(test, admin.cookie, groupId, { viewUuid: viewId });
    // Every statement of the app, builder and plain SQL alike, goes through this executor.
    queries = vi.spyOn(test.context.db.getExecutor(), 'executeQuery');
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  beforeEach(async () => {
    user = await addUser(test, admin.accountId, ['user']);
    await addToGroup(test, admin.cookie, groupId, { userUuid: user.id });
  });

  async function changeUser(userId: string, changes: Partial<User>) {
    const listed = (await callApi(test, admin.cookie, 'GET', '/api/users')).json() as User[];
    const existing = listed.find((candidate) => candidate.uuid === userId)!;
    const response = await callApi(
      test,
      admin.cookie,
      'PUT',
      `/api/users/${userId}`,
      updateBody(existing, changes),
    );
    expect(response.statusCode).toBe(200);
  }

  // The search page's own first call (DESIGN.md §6c: a plain user's call names its page).
  const call = (cookie: string) =>
    callApi(test, cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      view: viewId,
      params: { offset: 0, limit: 5 },
    });

  async function statementsOf(request: () => Promise<unknown>) {
    queries.mockClear();
    await request();
    return queries.mock.calls.length;
  }

  it('makes no database round trip once the session, the permission and the endpoint are known', async () => {
    expect((await call(user.cookie)).statusCode).toBe(200);
    const before = upstream.requests.length;
    let answer: Awaited<ReturnType<typeof call>> | undefined;
    expect(
      await statementsOf(async () => {
        answer = await call(user.cookie);
      }),
    ).toBe(0);
    expect(answer?.statusCode).toBe(200);
    expect(answer?.json().data.value).toEqual([{ path: '/api/customers?offset=0&limit=5' }]);
    expect(upstream.requests.length).toBe(before);
  });

  it('refuses the very next call after the user leaves the group', async () => {
    expect((await call(user.cookie)).statusCode).toBe(200);
    const removed = await callApi(test, admin.cookie, 'DELETE', `/api/groups/${groupId}/users/${user.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(user.cookie)).statusCode).toBe(403);
  });

  it('refuses the very next call after the view leaves the group', async () => {
    expect((await call(user.cookie)).statusCode).toBe(200);
    await callApi(test, admin.cookie, 'DELETE', `/api/groups/${groupId}/views/${viewId}`);
    try {
      expect((await call(user.cookie)).statusCode).toBe(403);
    } finally {
      await addToGroup(test, admin.cookie, groupId, { viewUuid: viewId });
    }
  });

  it('answers 401 to the very next call after a logout', async () => {
    expect((await call(user.cookie)).statusCode).toBe(200);
    await callApi(test, user.cookie, 'GET', '/api/logout');
    expect((await call(user.cookie)).statusCode).toBe(401);
  });

  it('answers 401 to the very next call after the user is deactivated', async () => {
    expect((await call(user.cookie)).statusCode).toBe(200);
    await changeUser(user.id, { active: false });
    expect((await call(user.cookie)).statusCode).toBe(401);
  });

  it('applies a role change from the very next call', async () => {
    const designer = await addUser(test, admin.accountId, ['designer']);
    // A designer may call any endpoint of the tenant, without being in a group.
    expect((await call(designer.cookie)).statusCode).toBe(200);
    await changeUser(designer.id, { roles: ['user'] });
    expect((await call(designer.cookie)).statusCode).toBe(403);
  });

  it('calls the endpoint as it is now, right after an admin changes it', async () => {
    expect((await call(user.cookie)).statusCode).toBe(200);
    const changed = await callApi(
      test,
      admin.cookie,
      'PUT',
      `/api/servers/${serverId}/endpoints/${endpointId}`,
      {
        name: 'Customers',
        settings: { url: 'clients', method: 'GET', response: 'list' },
      },
    );
    expect(changed.statusCode).toBe(200);
    expect((await call(user.cookie)).json().data.value).toEqual([{ path: '/api/clients?offset=0&limit=5' }]);
  });
});
