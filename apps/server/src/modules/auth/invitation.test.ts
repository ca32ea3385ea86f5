import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, outboxLink, outboxMailsTo, post, tokenOf } from '../../../test/auth-test-support.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { inviteUser, revokeUserLinks } from './invite-user.ts';

describe('invitations of admin-created users', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  /** A user as the users module creates one: no password and inactive until the invitation is accepted. */
  async function invitedUser() {
    const { accountId, user: admin } = await createTenant(test);
    const userId = randomUUID();
    const email = `invited-${userId}@example.com`;
    await test.context.db
      .insertInto('users')
      .values({
        id: userId,
        account_id: accountId,
        email,
        first_name: 'Grace',
        last_name: 'Hopper',
        password_hash: null,
        active: 0,
        roles: JSON.stringify(['user']),
        custom1: '',
        custom2: '',
        custom3: '',
        embed: 0,
        last_access: null,
        created_at: Date.now(),
      })
      .execute();
    const invitee = { userId, accountId, email, firstName: 'Grace' };
    expect(await inviteUser(test.app, invitee, admin.id)).toBe(true);
    return invitee;
  }

  const acceptWith = (token: string, password: string) =>
    post(test, '/api/resetpassword', { resetPwdUuid: token, password, confirmPassword: password });

  it('mails a link to the reset-password screen that lasts 7 days', async () => {
    const invitee = await invitedUser();
    const link = await outboxLink(test.dataDir, invitee.email, '/resetpassword/');
    expect(link).toMatch(/^http:\/\/portal\.test\/resetpassword\/[A-Za-z0-9_-]{43}$/);
    const row = await test.context.db
      .selectFrom('tokens')
      .select(['kind', 'expires_at', 'created_at'])
      .where('user_id', '=', invitee.userId)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('invitation');
    expect(row.expires_at - row.created_at).toBe(7 * 24 * 3_600_000);
    expect((await post(test, '/api/checkresetpassword', { uuid: tokenOf(link) })).statusCode).toBe(200);
  });

  it('accepting the invitation sets the password and activates the user', async () => {
    const invitee = await invitedUser();
    const token = tokenOf(await outboxLink(test.dataDir, invitee.email, '/resetpassword/'));
    const before = await post(test, '/api/login', { email: invitee.email, password: 'my chosen password' });
    expect(before.statusCode).toBe(401);
    expect((await acceptWith(token, 'my chosen password')).statusCode).toBe(200);
    const after = await post(test, '/api/login', { email: invitee.email, password: 'my chosen password' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ uuid: invitee.userId, firstName: 'Grace', roles: ['user'] });
    expect((await acceptWith(token, 'another password')).statusCode).toBe(400);
  });

  it('a second invitation retires the first link', async () => {
    const invitee = await invitedUser();
    const first = tokenOf(await outboxLink(test.dataDir, invitee.email, '/resetpassword/'));
    await inviteUser(test.app, invitee, invitee.userId);
    const second = tokenOf(await outboxLink(test.dataDir, invitee.email, '/resetpassword/', 2));
    expect((await acceptWith(first, 'my chosen password')).statusCode).toBe(400);
    expect((await acceptWith(second, 'my chosen password')).statusCode).toBe(200);
  });

  it('revoked links of a user no longer work', async () => {
    const invitee = await invitedUser();
    const token = tokenOf(await outboxLink(test.dataDir, invitee.email, '/resetpassword/'));
    await revokeUserLinks(test.app, invitee.accountId, invitee.userId);
    const response = await acceptWith(token, 'my chosen password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.resetLinkInvalid);
  });

  it('an activation link cannot be used to reset a password', async () => {
    const person = newPerson();
    expect((await post(test, '/api/register', person)).statusCode).toBe(200);
    const token = tokenOf(await outboxLink(test.dataDir, person.email, '/activate/'));
    expect((await post(test, '/api/checkresetpassword', { uuid: token })).statusCode).toBe(400);
    expect((await acceptWith(token, 'a sneaky password')).statusCode).toBe(400);
    expect(outboxMailsTo(test.dataDir, person.email)).toHaveLength(1);
  });
});
