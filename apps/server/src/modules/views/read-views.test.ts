import { allCapabilities, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addConnection, addView } from '../../../test/view-fixtures.ts';

describe('reading views', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  /** An account with two views; only `shared` is in a group, with `member` and the admin in it. */
  async function accountWithGroups() {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    const member = await addUser(test, accountId, ['user']);
    const outsider = await addUser(test, accountId, ['user']);
    const connection = await addConnection(test, admin.cookie);
    const shared = await addView(test, designer.cookie, connection, { name: 'Shared' });
    const unshared = await addView(test, designer.cookie, connection, { name: 'Unshared' });
    const group = await addGroup(test, designer.cookie);
    const other = await addGroup(test, designer.cookie);
    for (const groupId of [group.uuid, other.uuid]) {
      await addToGroup(test, designer.cookie, groupId, { viewUuid: shared.uuid });
      await addToGroup(test, designer.cookie, groupId, { userUuid: member.id });
    }
    await addToGroup(test, designer.cookie, group.uuid, { userUuid: admin.id });
    return { admin, designer, member, outsider, shared, unshared, group };
  }

  const summary = (view: { uuid: string; name: string }) => ({
    uuid: view.uuid,
    name: view.name,
    type: 'search',
  });

  it("lists the caller's groups' views on /api/myviews, each once", async () => {
    const { member, shared } = await accountWithGroups();
    const response = await callApi(test, member.cookie, 'GET', '/api/myviews');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ beView: summary(shared) }]);
  });

  it('lists only group views on /api/myviews for admins and designers too', async () => {
    const { admin, designer, shared } = await accountWithGroups();
    expect((await callApi(test, admin.cookie, 'GET', '/api/myviews')).json()).toEqual([
      { beView: summary(shared) },
    ]);
    expect((await callApi(test, designer.cookie, 'GET', '/api/myviews')).json()).toEqual([]);
  });

  it('drops a view from /api/myviews on the next request after it leaves the group', async () => {
    const { designer, member, shared, group } = await accountWithGroups();
    await callApi(test, designer.cookie, 'DELETE', `/api/groups/${group.uuid}/users/${member.id}`);
    expect((await callApi(test, member.cookie, 'GET', '/api/myviews')).json()).toHaveLength(1);
    const groups = (await callApi(test, designer.cookie, 'GET', '/api/groups')).json();
    for (const entry of groups)
      await callApi(test, designer.cookie, 'DELETE', `/api/groups/${entry.uuid}/views/${shared.uuid}`);
    expect((await callApi(test, member.cookie, 'GET', '/api/myviews')).json()).toEqual([]);
    expect((await callApi(test, member.cookie, 'GET', `/api/views/${shared.uuid}`)).statusCode).toBe(404);
  });

  it('lets a user open only the views of their groups', async () => {
    const { member, outsider, shared, unshared } = await accountWithGroups();
    const open = await callApi(test, member.cookie, 'GET', `/api/views/${shared.uuid}`);
    expect(open.statusCode).toBe(200);
    // The view as saved, and beside it what its server can write (every condition, a fixed adapter).
    expect(open.json()).toEqual({ ...shared, capabilities: allCapabilities });
    for (const [cookie, view] of [
      [member.cookie, unshared],
      [outsider.cookie, shared],
    ] as const) {
      const response = await callApi(test, cookie, 'GET', `/api/views/${view.uuid}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: messages.viewNotFound });
    }
  });

  it('lets admins and designers open any view of the account', async () => {
    const { admin, designer, unshared } = await accountWithGroups();
    for (const cookie of [admin.cookie, designer.cookie]) {
      expect((await callApi(test, cookie, 'GET', `/api/views/${unshared.uuid}`)).json()).toEqual({
        ...unshared,
        capabilities: allCapabilities,
      });
    }
  });

  it("answers 404 for another account's view", async () => {
    const { shared } = await accountWithGroups();
    const { user: otherAdmin } = await createTenant(test);
    expect((await callApi(test, otherAdmin.cookie, 'GET', `/api/views/${shared.uuid}`)).statusCode).toBe(404);
  });

  it('lists every view of the account for the group editor, by name', async () => {
    const { designer, shared, unshared } = await accountWithGroups();
    await accountWithGroups();
    const response = await callApi(test, designer.cookie, 'GET', '/api/views');
    expect(response.json()).toEqual([summary(shared), summary(unshared)]);
  });
});
