import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, outboxLink, post, tokenOf } from '../../src/modules/auth/auth-test-support.ts';
import { callApi } from '../../src/modules/servers/server-fixtures.ts';
import { apiHeaders, createTenant, createTestApp, type TestApp } from '../test-app.ts';

// Hole 7: a registration nobody activated held its e-mail address (and account name): registering
// again kept the first registration, so a stranger who registered someone's address first chose
// the password and account name its owner then activated, and could renew the hold every two days;
// an admin inviting the address was told it was taken.
describe('an address held by a registration nobody activated', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  const register = async (person: ReturnType<typeof newPerson>) => {
    const response = await post(test, '/api/register', person);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: messages.registerSuccess });
  };
  const activate = (link: string) => post(test, '/api/activateaccount', { accountUuid: tokenOf(link) });
  const signIn = (email: string, password: string) => post(test, '/api/login', { email, password });
  const accountOf = (email: string) =>
    test.context.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['accounts.id', 'accounts.name', 'users.first_name'])
      .where('users.email', '=', email)
      .executeTakeFirst();
  /** Two days later: every activation link of the address has expired. */
  const expireLinksOf = (email: string) =>
    test.context.db
      .updateTable('tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('kind', '=', 'activation')
      .where('user_id', 'in', (query) => query.selectFrom('users').select('id').where('email', '=', email))
      .execute();
  const invite = (cookie: string, email: string) =>
    callApi(test, cookie, 'POST', '/api/users', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      roles: ['user'],
      active: true,
    });

  it("cannot be taken over by a stranger who registered it first: the owner's registration replaces theirs", async () => {
    const owner = newPerson('owner');
    const stranger = {
      ...newPerson('stranger'),
      email: owner.email,
      firstName: 'Mallory',
      password: 'the stranger chose this',
      confirmPassword: 'the stranger chose this',
    };
    await register(stranger);
    const strangersLink = await outboxLink(test.dataDir, owner.email, '/activate/');
    await register(owner);
    const ownersLink = await outboxLink(test.dataDir, owner.email, '/activate/', 2);
    expect((await activate(strangersLink)).json()).toEqual({
      code: 'validation',
      message: messages.activationFailed,
    });
    expect((await activate(ownersLink)).statusCode).toBe(200);
    expect((await signIn(owner.email, stranger.password)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
    expect(await accountOf(owner.email)).toMatchObject({ name: owner.accountName, first_name: 'Ada' });
    // The name the stranger chose was held only while their registration waited.
    await register({ ...newPerson(), accountName: stranger.accountName });
  });

  it('registering again answers as for a new address and keeps one account, with the newest details', async () => {
    const person = newPerson();
    await register(person);
    const first = await accountOf(person.email);
    const again = { ...newPerson(), email: person.email, firstName: 'Augusta' };
    const fresh = await post(test, '/api/register', newPerson());
    const repeated = await post(test, '/api/register', again);
    expect(repeated.statusCode).toBe(fresh.statusCode);
    expect(repeated.json()).toEqual(fresh.json());
    expect(await accountOf(person.email)).toEqual({
      id: first?.id,
      name: again.accountName,
      first_name: 'Augusta',
    });
    const mail = await outboxLink(test.dataDir, person.email, '/activate/', 2);
    expect((await activate(mail)).statusCode).toBe(200);
    expect((await signIn(person.email, again.password)).statusCode).toBe(200);
  });

  it('holds its account name while it waits, unless registering again gives it up', async () => {
    const person = newPerson();
    await register(person);
    const taken = await post(test, '/api/register', { ...newPerson(), accountName: person.accountName });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'conflict', message: messages.accountNameTaken });
    // Its own name may be kept, in another letter case, when the address registers again.
    await register({ ...person, accountName: person.accountName.toUpperCase() });
    await register({ ...person, accountName: `${person.accountName} Renamed` });
    await register({ ...newPerson(), accountName: person.accountName });
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
    expect((await signIn(person.email, 'a new password')).statusCode).toBe(200);
    // The abandoned account is gone, and its name is free again.
    await register({ ...newPerson(), accountName: person.accountName });
  });

  it('does not keep an admin from inviting the address, link expired or not', async () => {
    const { user: admin } = await createTenant(test, ['admin']);
    for (const expired of [false, true]) {
      const person = newPerson();
      await register(person);
      const link = await outboxLink(test.dataDir, person.email, '/activate/');
      const held = await accountOf(person.email);
      if (expired) await expireLinksOf(person.email);
      const invited = await invite(admin.cookie, person.email);
      expect(invited.statusCode, invited.body).toBe(200);
      // The registration is released whole: its account, user and links.
      const leftovers = await test.context.db
        .selectFrom('tokens')
        .select('token_hash')
        .where('account_id', '=', held!.id)
        .execute();
      expect(leftovers).toEqual([]);
      expect(await accountOf(person.email)).toMatchObject({ id: admin.accountId, first_name: 'Grace' });
      expect((await activate(link)).statusCode).toBe(400);
      expect(await outboxLink(test.dataDir, person.email, '/resetpassword/', 2)).toMatch(/resetpassword/);
      // Its account name is free again.
      await register({ ...newPerson(), accountName: person.accountName });
    }
  });

  it('an activated account still answers a second invitation that the address is taken', async () => {
    const person = newPerson();
    await register(person);
    expect((await activate(await outboxLink(test.dataDir, person.email, '/activate/'))).statusCode).toBe(200);
    const { user: admin } = await createTenant(test, ['admin']);
    const invited = await invite(admin.cookie, person.email);
    expect(invited.statusCode).toBe(409);
    expect((await signIn(person.email, person.password)).statusCode).toBe(200);
  });
  it("cannot be kept from its owner by a stranger's tries: those count against the stranger's address only", async () => {
    const owner = newPerson('owner');
    const stranger = { ...newPerson('stranger'), email: owner.email };
    const from = (remoteAddress: string, person: ReturnType<typeof newPerson>) =>
      test.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: apiHeaders(),
        payload: person,
        remoteAddress,
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await from('203.0.113.66', stranger)).statusCode).toBe(200);
    }
    expect((await from('203.0.113.66', stranger)).statusCode).toBe(429);
    const registered = await from('198.51.100.7', owner);
    expect(registered.statusCode, registered.body).toBe(200);
    const ownersLink = await outboxLink(test.dataDir, owner.email, '/activate/', 6);
    expect((await activate(ownersLink)).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });
});
