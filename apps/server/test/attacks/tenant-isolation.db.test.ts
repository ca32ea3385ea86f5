import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup } from '../group-fixtures.ts';
import { addServer, callApi } from '../server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Hole 11: tenant isolation held only by convention. Queries on link tables relied on an earlier
// check, and nothing in the database tied a link row to the tenant of the rows it links. Now every
// tenant reference is a composite (account_id, id) foreign key, so a forgotten condition anywhere
// cannot produce a row that joins two accounts.
describe('a row that would tie one account to another', () => {
  let test: TestApp;
  let mine: { accountId: string; user: TestUser };
  let theirs: { accountId: string; user: TestUser };
  let myGroup: string;
  let theirView: string;
  let theirServer: string;

  beforeAll(async () => {
    test = await createTestApp();
    mine = await createTenant(test);
    theirs = await createTenant(test);
    myGroup = (await addGroup(test, mine.user.cookie)).uuid;
    theirServer = (await addServer(test, theirs.user.cookie)).uuid;
    const endpoint = (
      await callApi(test, theirs.user.cookie, 'POST', `/api/servers/${theirServer}/endpoints`, {
        name: 'Orders',
        settings: { url: 'orders' },
      })
    ).json().uuid;
    const view = await callApi(test, theirs.user.cookie, 'POST', '/api/views', {
      name: 'Theirs',
      type: 'search',
      metacontent: { title: 'Theirs', columns: [], textFilters: [], customFilters: [] },
      metadata: { server: theirServer, endpoint },
    });
    theirView = view.json().uuid;
  });
  afterAll(() => test.close());

  const db = () => test.context.db;
  const now = Date.now();

  it('is refused by the database for group members and group views, whichever account it claims', async () => {
    for (const accountId of [mine.accountId, theirs.accountId]) {
      await expect(
        db()
          .insertInto('group_users')
          .values({ group_id: myGroup, user_id: theirs.user.id, account_id: accountId })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db()
          .insertInto('group_views')
          .values({ group_id: myGroup, view_id: theirView, account_id: accountId })
          .execute(),
      ).rejects.toThrow();
    }
    const members = await db()
      .selectFrom('group_users')
      .selectAll()
      .where('group_id', '=', myGroup)
      .execute();
    expect(members).toEqual([]);
  });

  it("is refused by the database for an endpoint on another account's server", async () => {
    await expect(
      db()
        .insertInto('endpoints')
        .values({
          id: randomUUID(),
          account_id: mine.accountId,
          server_id: theirServer,
          name: 'Planted',
          settings: '{}',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it("is refused by the database for a session or a link token of another account's user", async () => {
    await expect(
      db()
        .insertInto('sessions')
        .values({
          token_hash: randomUUID(),
          user_id: theirs.user.id,
          account_id: mine.accountId,
          fingerprint: '',
          created_at: now,
          last_seen_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db()
        .insertInto('tokens')
        .values({
          token_hash: randomUUID(),
          kind: 'reset',
          user_id: theirs.user.id,
          account_id: mine.accountId,
          expires_at: now + 60_000,
          used_at: null,
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('is refused through the API too: a foreign user or view answers 404 and joins nothing', async () => {
    const url = `/api/groups/${myGroup}`;
    const user = await callApi(test, mine.user.cookie, 'POST', `${url}/users`, { userUuid: theirs.user.id });
    const view = await callApi(test, mine.user.cookie, 'POST', `${url}/views`, { viewUuid: theirView });
    expect([user.statusCode, view.statusCode]).toEqual([404, 404]);
    expect((await callApi(test, mine.user.cookie, 'GET', `${url}/users`)).json()).toEqual([]);
  });

  it('still lets a row of one account link rows of that account, and goes with them', async () => {
    const group = (await addGroup(test, theirs.user.cookie)).uuid;
    await db()
      .insertInto('group_views')
      .values({ group_id: group, view_id: theirView, account_id: theirs.accountId })
      .execute();
    await db()
      .deleteFrom('groups')
      .where('account_id', '=', theirs.accountId)
      .where('id', '=', group)
      .execute();
    expect(await db().selectFrom('group_views').selectAll().where('group_id', '=', group).execute()).toEqual(
      [],
    );
  });
});
