import { randomUUID } from 'node:crypto';
import type { User, View } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { deleteKeysUnder } from '../../../test/redis-keys.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { updateBody } from '../../../test/user-fixtures.ts';
import { searchViewBody } from '../../../test/view-fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `portal-test:${randomUUID()}:`;

/** One account with a search page in a group and a plain user of that group. */
type Tenant = {
  admin: TestUser;
  user: TestUser;
  serverId: string;
  endpointId: string;
  groupId: string;
  view: View;
};

// The in-memory copies of sessions, permissions and endpoints, with the generation in this process
// and in Redis, as one instance and as a cluster keep it.
describe.each([
  ['in this process', {}],
  ['in Redis', { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix }],
])('copies of one account while another changes, the generation %s', (_where, environment) => {
  let test: TestApp;
  let upstream: FakeUpstream;
  let queries: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) =>
      sendJson(response, 200, { value: [{ path: request.url }], totalResults: 1 }),
    );
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1', ...environment });
    // Every statement of the app, builder and plain SQL alike, goes through this executor.
    queries = vi.spyOn(test.context.db.getExecutor(), 'executeQuery');
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
    if ('REDIS_URL' in environment) await deleteKeysUnder(redisUrl, redisPrefix);
  });

  async function addTenant(): Promise<Tenant> {
    const { user: admin } = await createTenant(test, ['admin', 'designer']);
    const serverId = (
      await addServer(test, admin.cookie, {
        settings: { url: `${upstream.url}/api/`, authType: 'basic', auth: { username: 'u', password: 'p' } },
      })
    ).uuid;
    const endpointId = (
      await addEndpoint(test, admin.cookie, serverId, { settings: { url: 'customers', response: 'list' } })
    ).uuid;
    const created = await callApi(
      test,
      admin.cookie,
      'POST',
      '/api/views',
      searchViewBody({ server: serverId, endpoint: endpointId }),
    );
    const view = created.json() as View;
    const groupId = (await addGroup(test, admin.cookie)).uuid;
    await addToGroup(test, admin.cookie, groupId, { viewUuid: view.uuid });
    const user = await addUser(test, admin.accountId, ['user']);
    await addToGroup(test, admin.cookie, groupId, { userUuid: user.id });
    return { admin, user, serverId, endpointId, groupId, view };
  }

  // The search page's own first call, which needs the session, the page's permission and the endpoint.
  const call = (tenant: Tenant) =>
    callApi(test, tenant.user.cookie, 'POST', '/api/proxy', {
      uuid: tenant.endpointId,
      view: tenant.view.uuid,
      params: { offset: 0, limit: 5 },
    });

  /** The statements the call made, after checking its answer. */
  async function statementsOf(tenant: Tenant, status = 200) {
    queries.mockClear();
    const answer = await call(tenant);
    expect(answer.statusCode, answer.body).toBe(status);
    return queries.mock.calls.map((args: unknown[]) => (args[0] as { sql: string }).sql);
  }

  /** Both users' calls are answered from this instance's copies. */
  async function warm(...tenants: Tenant[]) {
    for (const tenant of tenants) {
      await statementsOf(tenant);
      expect(await statementsOf(tenant)).toEqual([]);
    }
  }

  const sessionRead = (statements: string[]) => statements.some((text) => /from sessions s\b/.test(text));

  let a: Tenant;
  let b: Tenant;
  beforeAll(async () => {
    a = await addTenant();
    b = await addTenant();
  });

  // Each prepares what it needs (the test harness adds users with plain writes, which drop every
  // copy), then answers the change itself.
  const changes: Array<[string, (tenant: Tenant) => Promise<() => Promise<void>>]> = [
    [
      'a member joins a group',
      async (tenant) => {
        const newcomer = await addUser(test, tenant.admin.accountId, ['user']);
        return async () => {
          await addToGroup(test, tenant.admin.cookie, tenant.groupId, { userUuid: newcomer.id });
        };
      },
    ],
    [
      "a user's roles change",
      async (tenant) => {
        const designer = await addUser(test, tenant.admin.accountId, ['designer']);
        const listed = (await callApi(test, tenant.admin.cookie, 'GET', '/api/users')).json() as User[];
        const existing = listed.find((candidate) => candidate.uuid === designer.id)!;
        return async () => {
          const changed = await callApi(
            test,
            tenant.admin.cookie,
            'PUT',
            `/api/users/${designer.id}`,
            updateBody(existing, { roles: ['user'] }),
          );
          expect(changed.statusCode, changed.body).toBe(200);
        };
      },
    ],
    [
      'a page is saved',
      async (tenant) => async () => {
        const read = await callApi(test, tenant.admin.cookie, 'GET', `/api/views/${tenant.view.uuid}`);
        const { capabilities: _capabilities, ...view } = read.json() as View & { capabilities: unknown };
        const saved = await callApi(test, tenant.admin.cookie, 'PUT', `/api/views/${tenant.view.uuid}`, {
          ...view,
          metacontent: { ...view.metacontent, title: `Customers ${randomUUID()}` },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      },
    ],
    [
      'an endpoint is edited',
      async (tenant) => async () => {
        const edited = await callApi(
          test,
          tenant.admin.cookie,
          'PUT',
          `/api/servers/${tenant.serverId}/endpoints/${tenant.endpointId}`,
          {
            name: `Customers ${randomUUID()}`,
            settings: { url: 'customers', method: 'GET', response: 'list' },
          },
        );
        expect(edited.statusCode, edited.body).toBe(200);
      },
    ],
  ];

  it.each(changes)(
    "when %s in one account, the other's cached session, permission and endpoint still serve it",
    async (_change, prepare) => {
      const change = await prepare(a);
      await warm(a, b);
      await change();
      // B's call is answered from memory: no statement at all.
      expect(await statementsOf(b)).toEqual([]);
      // A's copies are gone: its session is read again, and so are its page and endpoint.
      const again = await statementsOf(a);
      expect(sessionRead(again)).toBe(true);
      expect(again.length).toBeGreaterThan(1);
    },
  );

  it('answers from the change at once in its account: a user removed from the group is refused', async () => {
    await warm(a, b);
    const removed = await callApi(
      test,
      a.admin.cookie,
      'DELETE',
      `/api/groups/${a.groupId}/users/${a.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    try {
      await statementsOf(a, 403);
      expect(await statementsOf(b)).toEqual([]);
    } finally {
      await addToGroup(test, a.admin.cookie, a.groupId, { userUuid: a.user.id });
    }
  });

  it('drops every account’s copies after a raw write of a shape nobody announced', async () => {
    await warm(a, b);
    // An operator's statement, commented, as no service writes it.
    await sql`/* fix a typo */ update users set custom1 = custom1 where id = ${a.admin.id}`.execute(
      test.context.db,
    );
    for (const tenant of [a, b]) expect(sessionRead(await statementsOf(tenant))).toBe(true);
    await warm(a, b);
    // Written through the query builder with no announcement: just as unknown to the copies.
    await test.context.db
      .updateTable('groups')
      .set({ name: sql`name` })
      .where('id', '=', b.groupId)
      .execute();
    for (const tenant of [a, b]) expect(sessionRead(await statementsOf(tenant))).toBe(true);
  });
});
