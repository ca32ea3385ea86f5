import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, outboxLink, post, tokenOf } from '../../src/modules/auth/auth-test-support.ts';
import { callApi } from '../../src/modules/servers/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../test-app.ts';

// Hole 7: a registration nobody activated held its e-mail address (and account name) forever:
// registering again or being invited answered that the address was taken.
describe('an address held by a registration nobody activated', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  const register = async (person: ReturnType<typeof newPerson>) => {
    const response = await post(test, '/api/register', person);
    expect(response.statusCode, response.body).toBe(200);
  };
  const activate = (link: string) => post(test, '/api/activateaccount', { accountUuid: tokenOf(link) });
  const signIn = (email: string, password: string) => post(test, '/api/login', { email, password });
  /** Two days later: every activation link of the address has expired. */
  const expireLinksOf = (email: string) =>
    test.context.db
      .updateTable('tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('kind', '=', 'activation')
      .where('user_id', 'in', (query) => query.selectFrom('users').select('id').where('email', '=', email))
      .execute();

  it('registering again mails a fresh activation link that replaces the old one', async () => {
    const person = newPerson();
    await register(person);
    const first = await outboxLink(test.dataDir, person.email, '/activate/');
    await register({ ...newPerson(), email: person.email });
    const second = await outboxLink(test.dataDir, person.email, '/activate/', 2);
    expect(second).not.toBe(first);
    expect((await activate(first)).json()).toEqual({
      code: 'validation',
      message: messages.activationFailed,
    });
    expect((await activate(second)).statusCode).toBe(200);
    expect((await signIn(person.email, person.password)).statusCode).toBe(200);
  });

  it('once its link expired, registering again starts a new account with the new details', async () => {
    const person = newPerson();
    await register(person);
    await expireLinksOf(person.email);
    const again = {
      ...newPerson(),
      email: person.email,
      password: 'a new password',
      confirmPassword: 'a new password',
    };
    await register(again);
    expect((await activate(await outboxLink(test.dataDir, person.email, '/activate/', 2))).statusCode).toBe(
      200,
    );
    const signedIn = await signIn(person.email, 'a new password');
    expect(signedIn.statusCode).toBe(200);
    // The abandoned account is gone, and its name is free again.
    await register({ ...newPerson(), accountName: person.accountName });
  });

  it('once its link expired, an admin of any account may invite the address', async () => {
    const person = newPerson();
    await register(person);
    const { user: admin } = await createTenant(test, ['admin']);
    const invite = () =>
      callApi(test, admin.cookie, 'POST', '/api/users', {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: person.email,
        roles: ['user'],
        active: true,
      });
    expect((await invite()).statusCode).toBe(409);
    await expireLinksOf(person.email);
    const invited = await invite();
    expect(invited.statusCode, invited.body).toBe(200);
    // The first mail was the activation link; the second is the invitation.
    expect(await outboxLink(test.dataDir, person.email, '/resetpassword/', 2)).toMatch(/resetpassword/);
  });
});
