import { createServer } from 'node:net';
import { type AuditPage, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxLink, outboxMailsTo, post, tokenOf } from '../../../test/auth-test-support.ts';
import { addGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserAs, newUserBody } from '../../../test/user-fixtures.ts';

describe('POST /api/users', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it.each([
    ['a blank first name', { firstName: ' ' }, messages.firstNameRequired, 'firstName'],
    ['no first name', { firstName: undefined }, messages.firstNameRequired, 'firstName'],
    ['a blank last name', { lastName: '' }, messages.lastNameRequired, 'lastName'],
    ['a malformed e-mail', { email: 'grace.example.com' }, messages.invalidEmail, 'email'],
    ['a blank e-mail', { email: '' }, messages.emailRequired, 'email'],
    ['no e-mail', { email: undefined }, messages.emailRequired, 'email'],
    ['no role', { roles: [] }, messages.atLeastOneRole, 'roles'],
    ['no roles list', { roles: undefined }, messages.atLeastOneRole, 'roles'],
  ])('refuses %s with the message of SPEC.md', async (_case, change, message, field) => {
    const { user: admin } = await createTenant(test);
    const response = await callApi(test, admin.cookie, 'POST', '/api/users', newUserBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message, field });
  });

  it('answers the new user and lists it for the admin', async () => {
    const { user: admin } = await createTenant(test);
    const body = newUserBody({ roles: ['designer', 'user'], settings: { addons: { embed: 1 } } });
    const response = await callApi(test, admin.cookie, 'POST', '/api/users', body);
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toEqual({
      uuid: expect.any(String),
      firstName: 'Grace',
      lastName: 'Hopper',
      email: body.email,
      active: true,
      roles: ['designer', 'user'],
      custom1: 'Navy',
      custom2: '',
      custom3: '',
      lastAccess: null,
      settings: { addons: { embed: 1 } },
      invitationPending: true,
    });
    const list = await callApi(test, admin.cookie, 'GET', '/api/users');
    expect(list.json()).toContainEqual(created);
  });

  it('mails an invitation whose link sets the password, after which the user can sign in', async () => {
    const { user: admin } = await createTenant(test);
    const created = await createUserAs(test, admin.cookie);
    const signIn = () => post(test, '/api/login', { email: created.email, password: 'a fine new password' });
    expect((await signIn()).statusCode).toBe(401);

    const link = await outboxLink(test.dataDir, created.email, '/resetpassword/');
    expect(link.startsWith(`${test.context.config.publicUrl}/resetpassword/`)).toBe(true);
    const token = await test.context.db
      .selectFrom('tokens')
      .select(['kind', 'expires_at', 'created_at'])
      .where('user_id', '=', created.uuid)
      .executeTakeFirstOrThrow();
    expect(token.kind).toBe('invitation');
    expect(token.expires_at - token.created_at).toBe(7 * 24 * 3_600_000);

    const reset = await post(test, '/api/resetpassword', {
      resetPwdUuid: tokenOf(link),
      password: 'a fine new password',
      confirmPassword: 'a fine new password',
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await signIn();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ uuid: created.uuid, roles: ['user'] });
  });

  it('creates a user who is not active without inviting them yet', async () => {
    const { user: admin } = await createTenant(test);
    const created = await createUserAs(test, admin.cookie, { active: false });
    expect(created.active).toBe(false);
    expect(outboxMailsTo(test.dataDir, created.email)).toEqual([]);
  });

  it('refuses an e-mail already registered, in any account and in any case, with 409', async () => {
    const { user: admin } = await createTenant(test);
    const { user: elsewhere } = await createTenant(test);
    const response = await callApi(
      test,
      admin.cookie,
      'POST',
      '/api/users',
      newUserBody({ email: elsewhere.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: messages.emailTaken, field: 'email' });
  });

  it('keeps the e-mail in lower case, the form sign-in compares', async () => {
    const { user: admin } = await createTenant(test);
    const created = await createUserAs(test, admin.cookie, { email: ' Grace.Hopper.Case@Example.COM ' });
    expect(created.email).toBe('grace.hopper.case@example.com');
  });

  const membersOf = async (cookie: string, groupId: string) =>
    (await callApi(test, cookie, 'GET', `/api/groups/${groupId}/users`)).json() as { userUuid: string }[];
  const auditActions = async (cookie: string) =>
    ((await callApi(test, cookie, 'GET', '/api/audit')).json() as AuditPage).items.map(
      (entry) => `${entry.action} ${entry.target?.name}`,
    );

  it('puts the invited user in the groups picked, each membership audited beside the creation', async () => {
    const { user: admin } = await createTenant(test);
    const sales = await addGroup(test, admin.cookie, 'Sales');
    const north = await addGroup(test, admin.cookie, 'North');
    const untouched = await addGroup(test, admin.cookie, 'Payroll');
    const created = await createUserAs(test, admin.cookie, {
      groupUuids: [sales.uuid, north.uuid, sales.uuid],
    });
    expect(await membersOf(admin.cookie, sales.uuid)).toEqual([
      expect.objectContaining({ userUuid: created.uuid }),
    ]);
    expect(await membersOf(admin.cookie, north.uuid)).toEqual([
      expect.objectContaining({ userUuid: created.uuid }),
    ]);
    expect(await membersOf(admin.cookie, untouched.uuid)).toEqual([]);
    const actions = await auditActions(admin.cookie);
    expect(actions.slice(0, 4).sort()).toEqual([
      'group.member_add North',
      'group.member_add Sales',
      `user.create ${created.email}`,
      `user.invite ${created.email}`,
    ]);
  });

  it("refuses another account's group with 404 and creates nobody", async () => {
    const { user: admin } = await createTenant(test);
    const { user: stranger } = await createTenant(test);
    const mine = await addGroup(test, admin.cookie, 'Sales');
    const theirs = await addGroup(test, stranger.cookie, 'Sales');
    const body = newUserBody({ groupUuids: [mine.uuid, theirs.uuid] });
    const response = await callApi(test, admin.cookie, 'POST', '/api/users', body);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: messages.groupNotFound });
    const users = (await callApi(test, admin.cookie, 'GET', '/api/users')).json() as { email: string }[];
    expect(users.map((user) => user.email)).not.toContain(body.email);
    expect(await membersOf(admin.cookie, mine.uuid)).toEqual([]);
    expect(await membersOf(stranger.cookie, theirs.uuid)).toEqual([]);
    expect(outboxMailsTo(test.dataDir, body.email)).toEqual([]);
  });

  it('refuses a group id that is not a UUID with 400 under the groups', async () => {
    const { user: admin } = await createTenant(test);
    const body = newUserBody({ groupUuids: ['sales'] });
    const response = await callApi(test, admin.cookie, 'POST', '/api/users', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: messages.invalidId,
      field: 'groupUuids.0',
    });
  });
});

describe('POST /api/users when the invitation cannot be mailed', () => {
  it('takes back the memberships and their audit entries with the user', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    try {
      const { user: admin } = await createTenant(test);
      const sales = await addGroup(test, admin.cookie, 'Sales');
      const body = newUserBody({ groupUuids: [sales.uuid] });
      const response = await callApi(test, admin.cookie, 'POST', '/api/users', body);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal', message: messages.invitationMailFailed });
      expect((await callApi(test, admin.cookie, 'GET', `/api/groups/${sales.uuid}/users`)).json()).toEqual(
        [],
      );
      const log = (await callApi(test, admin.cookie, 'GET', '/api/audit')).json() as AuditPage;
      expect(log.items.map((entry) => entry.action)).not.toContain('group.member_add');
      expect(log.items.map((entry) => entry.action)).not.toContain('user.create');
    } finally {
      await test.close();
    }
  });
});
