import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxLink, post, sessionCookie, tokenOf } from '../../../test/auth-test-support.ts';
import {
  accountWithProvider,
  signInWithProvider,
  startProviderAndPortal,
  stopProviderAndPortal,
} from '../../../test/sso/sso-world.ts';
import type { TestIdentityProvider } from '../../../test/sso/test-identity-provider.ts';
import { addUser, type TestApp } from '../../../test/test-app.ts';

/**
 * DESIGN.md §4a 'enforce': the account's people sign in only through the provider; a password
 * sign-in and a reset say which way to go. The owner keeps a password, the way back if the provider
 * breaks, and each use of it is in the audit log.
 */
describe('single sign-on required for an account', () => {
  let op: TestIdentityProvider;
  let test: TestApp;
  beforeAll(async () => {
    ({ op, test } = await startProviderAndPortal());
  });
  afterAll(() => stopProviderAndPortal({ op, test }));

  /** An enforcing account whose owner and one more person have passwords and addresses in its domain. */
  async function enforcingAccount() {
    const world = await accountWithProvider(test, op, { enforce: true });
    const owner = world.admin;
    const person = await addUser(test, world.accountId, ['user']);
    const ownerEmail = `owner@${world.domain}`;
    const personEmail = `person@${world.domain}`;
    const db = test.context.db;
    await db.updateTable('users').set({ email: ownerEmail }).where('id', '=', owner.id).execute();
    await db.updateTable('users').set({ email: personEmail }).where('id', '=', person.id).execute();
    await db.updateTable('accounts').set({ owner_id: owner.id }).where('id', '=', world.accountId).execute();
    return { ...world, owner: { ...owner, email: ownerEmail }, person: { ...person, email: personEmail } };
  }

  const signIn = (email: string, password: string) => post(test, '/api/login', { email, password });

  it('refuses a password sign-in with the way to go, for a person, an unknown address and a wrong password alike', async () => {
    const { person, domain } = await enforcingAccount();
    for (const [email, password] of [
      [person.email, person.password],
      [person.email, 'not the password'],
      [`nobody@${domain}`, 'anything at all'],
    ]) {
      const answer = await signIn(email, password);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 'unauthenticated', message: messages.ssoEnforced });
      expect(answer.cookies.find((cookie) => cookie.name === test.app.sessions.cookieName)).toBeUndefined();
    }
  });

  it('refuses a person of the account whose address is outside its domains, after the right password only', async () => {
    const { accountId } = await enforcingAccount();
    const contractor = await addUser(test, accountId, ['user']);
    const wrong = await signIn(contractor.email, 'not the password');
    expect(wrong.json().message).toBe(messages.invalidCredentials);
    const right = await signIn(contractor.email, contractor.password);
    expect(right.json()).toEqual({ code: 'unauthenticated', message: messages.ssoEnforced });
  });

  it('still signs the same person in through the provider', async () => {
    const { person } = await enforcingAccount();
    op.people.set('person', { email: person.email, email_verified: true, name: 'The Person' });
    const { location, browser } = await signInWithProvider(test, op, { email: person.email }, 'person');
    expect(location).toBe('/login');
    expect(browser.session()).toBeDefined();
  });

  it('lets the owner sign in with their password, and records each use of that way back', async () => {
    const { owner } = await enforcingAccount();
    const answer = await signIn(owner.email, owner.password);
    expect(answer.statusCode, answer.body).toBe(200);
    sessionCookie(test, answer);
    const entries = await test.context.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('target_id', '=', owner.id)
      .orderBy('created_at')
      .execute();
    expect(entries).toEqual([
      { action: 'login', user_id: owner.id },
      { action: 'sso.owner_password', user_id: owner.id },
    ]);
    // A wrong password is no way back: it gets the same answer as anyone's in the domain.
    expect((await signIn(owner.email, 'wrong password')).json().message).toBe(messages.ssoEnforced);
  });

  it('answers a reset request with the way to go, sends no link to a person, and still lets the owner reset', async () => {
    const { owner, person, domain } = await enforcingAccount();
    for (const email of [person.email, owner.email, `nobody@${domain}`]) {
      const answer = await post(test, '/api/forgotpassword', { email });
      expect(answer.json()).toEqual({ message: messages.ssoNoPasswordReset });
    }
    const link = await outboxLink(test.dataDir, owner.email, '/resetpassword/');
    const reset = await post(test, '/api/resetpassword', {
      resetPwdUuid: tokenOf(link),
      password: 'the owner’s new password',
      confirmPassword: 'the owner’s new password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const linksOfPerson = await test.context.db
      .selectFrom('tokens')
      .select('kind')
      .where('user_id', '=', person.id)
      .execute();
    expect(linksOfPerson).toEqual([]);
  });

  it('refuses a reset link sent before single sign-on was required', async () => {
    const world = await accountWithProvider(test, op, { enforce: false });
    const person = await addUser(test, world.accountId, ['user']);
    await post(test, '/api/forgotpassword', { email: person.email });
    const link = await outboxLink(test.dataDir, person.email, '/resetpassword/');
    await test.context.db
      .updateTable('identity_providers')
      .set({ enforce: 1 })
      .where('id', '=', world.provider.uuid)
      .execute();
    const reset = await post(test, '/api/resetpassword', {
      resetPwdUuid: tokenOf(link),
      password: 'a new password',
      confirmPassword: 'a new password',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(messages.ssoNoPasswordReset);
  });
});
