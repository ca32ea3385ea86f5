import { randomUUID } from 'node:crypto';
import { hashToken, newToken } from '../../src/crypto/tokens.ts';
import { addGroup, addToGroup } from '../group-fixtures.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { addUser, apiHeaders, createTenant, type TestApp, type TestUser } from '../test-app.ts';
import { addConnection, addView, type Connection } from '../view-fixtures.ts';
import { addBoundPages } from './bound-pages.ts';

export const callers = ['signed out', 'user', 'designer', 'admin', 'admin of another account'] as const;
export type Caller = (typeof callers)[number];

/**
 * One account with a plain user, a designer and an admin (one role each), its connection, a group
 * holding the user and a view, and an admin (every role) of a second account. The fresh* helpers
 * make a new target for each call, so that a route that deletes or saves never meets an earlier call.
 */
export async function createMatrixWorld(test: TestApp) {
  const { accountId, user: admin } = await createTenant(test, ['admin']);
  const user = await addUser(test, accountId, ['user']);
  const designer = await addUser(test, accountId, ['designer']);
  const { user: otherAdmin } = await createTenant(test);
  const connection: Connection = await addConnection(test, admin.cookie);
  const view = await addView(test, admin.cookie, connection);
  const group = await addGroup(test, admin.cookie);
  await addToGroup(test, admin.cookie, group.uuid, { userUuid: user.id });
  await addToGroup(test, admin.cookie, group.uuid, { viewUuid: view.uuid });
  const bound = await addBoundPages(test, admin.cookie, connection);
  for (const page of [bound.search, bound.detail])
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: page.uuid });
  const people: Record<Exclude<Caller, 'signed out'>, TestUser> = {
    user,
    designer,
    admin,
    'admin of another account': otherAdmin,
  };

  /** A new session for every call: a route such as logout must not end the next row's session. */
  async function cookieOf(caller: Caller): Promise<string | undefined> {
    if (caller === 'signed out') return undefined;
    const person = people[caller];
    const token = newToken();
    const now = Date.now();
    await test.context.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: person.id,
        account_id: person.accountId,
        fingerprint: '',
        created_at: now,
        last_seen_at: now,
      })
      .execute();
    return `${test.app.sessions.cookieName}=${token}`;
  }

  return {
    test,
    connection,
    view,
    /** A search page and a detail page of the user's group, whose calls are bound to them. */
    bound,
    group,
    user,
    cookieOf,
    headersOf: async (caller: Caller) => apiHeaders(await cookieOf(caller)),
    freshUser: async () => (await addUser(test, accountId, ['user'])).id,
    freshGroup: async () => (await addGroup(test, admin.cookie)).uuid,
    freshView: () => addView(test, admin.cookie, connection),
    freshServer: async () => (await addServer(test, admin.cookie)).uuid,
    freshEndpoint: async () => (await addEndpoint(test, admin.cookie, connection.server)).uuid,
    uniqueName: (prefix: string) => `${prefix} ${randomUUID()}`,
    adminCall: (method: 'POST', url: string, body: object) => callApi(test, admin.cookie, method, url, body),
  };
}

export type MatrixWorld = Awaited<ReturnType<typeof createMatrixWorld>>;
