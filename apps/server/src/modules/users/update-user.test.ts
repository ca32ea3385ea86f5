import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxLink, outboxMailsTo } from '../../../test/auth-test-support.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserAs, updateBody } from '../../../test/user-fixtures.ts';

describe('PUT /api/users/{id}', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const put = (cookie: string, id: string, body: object) =>
    callApi(test, cookie, 'PUT', `/api/users/${id}`, body);

  it('saves names, roles, custom fields and the embedding permission', async () => {
    const { user: admin } = await createTenant(test);
    const created = await createUserAs(test, admin.cookie);
    const changes = {
      firstName: 'Amazing',
      lastName: 'Grace',
      roles: ['designer' as const],
      custom3: 'Rear admiral',
      settings: { addons: { embed: 1 as const } },
    };
    const response = await put(admin.cookie, created.uuid, updateBody(created, changes));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...created, ...changes });
  });

  it('refuses a different e-mail, since it cannot change after creation', async () => {
    const { user: admin } = await createTenant(test);
    const created = await createUserAs(test, admin.cookie);
    const response = await put(
      admin.cookie,
      created.uuid,
      updateBody(created, { email: 'other@example.com' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: messages.emailCannotChange,
      field: 'email',
    });
    const unchanged = await put(admin.cookie, created.uuid, updateBody(created, { email: created.email }));
    expect(unchanged.statusCode).toBe(200);
  });

  it('applies the users admin validation messages on update too', async () => {
    const { user: admin } = await createTenant(test);
    const created = await createUserAs(test, admin.cookie);
    const response = await put(admin.cookie, created.uuid, updateBody(created, { roles: [] }));
    expect(response.json()).toEqual({ code: 'validation', message: messages.atLeastOneRole, field: 'roles' });
  });

  it('signs a deactivated user out on their next request', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const person = await addUser(test, accountId, ['user']);
    expect((await callApi(test, person.cookie, 'GET', '/api/myviews')).statusCode).toBe(200);
    const list = (await callApi(test, admin.cookie, 'GET', '/api/users')).json();
    const listed = list.find((entry: { uuid: string }) => entry.uuid === person.id);
    const response = await put(admin.cookie, person.id, updateBody(listed, { active: false }));
    expect(response.json()).toMatchObject({ active: false });
    expect((await callApi(test, person.cookie, 'GET', '/api/myviews')).statusCode).toBe(401);
    const sessions = await test.context.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', person.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('takes the admin routes away from a demoted admin at once', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const colleague = await addUser(test, accountId, ['admin', 'user']);
    expect((await callApi(test, colleague.cookie, 'POST', '/api/users', {})).statusCode).toBe(400);
    const list = (await callApi(test, admin.cookie, 'GET', '/api/users')).json();
    const listed = list.find((entry: { uuid: string }) => entry.uuid === colleague.id);
    await put(admin.cookie, colleague.id, updateBody(listed, { roles: ['user'] }));
    const refused = await callApi(test, colleague.cookie, 'GET', '/api/users');
    expect(refused.statusCode).toBe(403);
    expect((await callApi(test, colleague.cookie, 'GET', '/api/myviews')).statusCode).toBe(200);
  });

  it('invites a user created inactive once an admin activates them', async () => {
    const { user: admin } = await createTenant(test);
    const created = await createUserAs(test, admin.cookie, { active: false });
    await put(admin.cookie, created.uuid, updateBody(created, { active: true }));
    expect(await outboxLink(test.dataDir, created.email, '/resetpassword/')).toContain('/resetpassword/');
    expect(outboxMailsTo(test.dataDir, created.email)).toHaveLength(1);
  });

  it('stops the open invitation link of a user who is deactivated', async () => {
    const { user: admin } = await createTenant(test);
    const created = await createUserAs(test, admin.cookie);
    await put(admin.cookie, created.uuid, updateBody(created, { active: false }));
    const open = await test.context.db
      .selectFrom('tokens')
      .select('token_hash')
      .where('user_id', '=', created.uuid)
      .where('used_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('refuses to let admins deactivate themselves or drop their own admin role', async () => {
    const { user: admin } = await createTenant(test);
    const list = (await callApi(test, admin.cookie, 'GET', '/api/users')).json();
    const self = list.find((entry: { uuid: string }) => entry.uuid === admin.id);
    const deactivate = await put(admin.cookie, admin.id, updateBody(self, { active: false }));
    expect(deactivate.json()).toEqual({
      code: 'validation',
      message: messages.cannotDeactivateSelf,
      field: 'active',
    });
    const demote = await put(admin.cookie, admin.id, updateBody(self, { roles: ['designer', 'user'] }));
    expect(demote.json()).toEqual({
      code: 'validation',
      message: messages.cannotRemoveOwnAdmin,
      field: 'roles',
    });
    expect((await callApi(test, admin.cookie, 'GET', '/api/users')).statusCode).toBe(200);
  });

  it("answers 404 for another account's user and leaves them as they were", async () => {
    const { user: admin } = await createTenant(test);
    const { user: otherAdmin } = await createTenant(test);
    const created = await createUserAs(test, admin.cookie);
    const response = await put(
      otherAdmin.cookie,
      created.uuid,
      updateBody(created, { firstName: 'Hijacked' }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: messages.userNotFound });
    const list = (await callApi(test, admin.cookie, 'GET', '/api/users')).json();
    expect(list).toContainEqual(created);
  });
});
