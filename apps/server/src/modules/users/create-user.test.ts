import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxLink, outboxMailsTo, post, tokenOf } from '../../../test/auth-test-support.ts';
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
});
