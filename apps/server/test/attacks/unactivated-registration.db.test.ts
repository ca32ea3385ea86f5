import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, newPerson, outboxLink, outboxMailsTo, post, tokenOf } from '../auth-test-support.ts';
import { callApi } from '../server-fixtures.ts';
import { apiHeaders, createTenant, createTestApp, type TestApp } from '../test-app.ts';

// Hole 7: a registration nobody activated held its e-mail address (and account name): registering
// again kept the first registration, so a stranger who registered someone's address first chose
// the password and account name its owner then activated, and could renew the hold every two days;
// an admin inviting the address was told it was taken. Now registrations hold nothing until a link
// is followed (the takeover by a later registration: pending-registration-takeover.db.test.ts).
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
  /** Moves the registrations of the address back in time: their links expired `ago` milliseconds ago. */
  const expireLinksOf = (email: string, ago = 1) =>
    test.context.db
      .updateTable('registrations')
      .set({ expires_at: Date.now() - ago })
      .where('email', '=', email)
      .execute();
  /** The owner of an address registered more than once chooses the password through a mailed link. */
  const choosePassword = async (email: string, password: string) => {
    const deadline = Date.now() + 5_000;
    let link: string | undefined;
    while (!link && Date.now() < deadline) {
      link = outboxMailsTo(test.dataDir, email)
        .map((raw) => linkIn(raw, '/resetpassword/'))
        .find(Boolean);
      if (!link) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(link, 'no mail to choose a password').toBeDefined();
    const chosen = await post(test, '/api/resetpassword', {
      password,
      confirmPassword: password,
      resetPwdUuid: tokenOf(link!),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  };
  const invite = (cookie: string, email: string) =>
    callApi(test, cookie, 'POST', '/api/users', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      roles: ['user'],
      active: true,
    });

  it('registering again answers as for a new address, and the owner then chooses the password by mail', async () => {
    const person = newPerson();
    await register(person);
    const first = await outboxLink(test.dataDir, person.email, '/activate/');
    const again = {
      ...newPerson(),
      email: person.email,
      firstName: 'Augusta',
      password: 'typed again, differently',
      confirmPassword: 'typed again, differently',
    };
    const fresh = await post(test, '/api/register', newPerson());
    const repeated = await post(test, '/api/register', again);
    expect(repeated.statusCode).toBe(fresh.statusCode);
    expect(repeated.json()).toEqual(fresh.json());
    expect(await accountOf(person.email)).toBeUndefined();
    const mail = await outboxLink(test.dataDir, person.email, '/activate/', 2);
    expect((await activate(mail)).json()).toEqual({ message: messages.activated, email: person.email });
    // The account is the one of the link followed, and neither password given when registering counts.
    expect(await accountOf(person.email)).toMatchObject({ name: again.accountName, first_name: 'Augusta' });
    expect((await signIn(person.email, person.password)).statusCode).toBe(401);
    expect((await signIn(person.email, again.password)).statusCode).toBe(401);
    await choosePassword(person.email, again.password);
    expect((await signIn(person.email, again.password)).statusCode).toBe(200);
    // The other registration went with the activation: its link is dead.
    expect((await activate(first)).statusCode).toBe(400);
  });

  it('once its link expired, registering again works; a week later the new registration is alone again', async () => {
    const day = 24 * 3_600_000;
    for (const [ago, alone] of [
      [1, false],
      [8 * day, true],
    ] as const) {
      const person = newPerson();
      await register(person);
      await outboxLink(test.dataDir, person.email, '/activate/');
      await expireLinksOf(person.email, ago);
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
      // An expired registration is remembered for a week: until then, whoever follows the newest
      // mail chooses the password, in case the newest registration was a stranger's.
      if (!alone) {
        expect((await signIn(person.email, 'a new password')).statusCode).toBe(401);
        await choosePassword(person.email, 'a new password');
      }
      expect((await signIn(person.email, 'a new password')).statusCode).toBe(200);
    }
  });

  it('does not keep an admin from inviting the address, link expired or not', async () => {
    const { user: admin } = await createTenant(test, ['admin']);
    for (const expired of [false, true]) {
      const person = newPerson();
      await register(person);
      const link = await outboxLink(test.dataDir, person.email, '/activate/');
      if (expired) await expireLinksOf(person.email);
      const invited = await invite(admin.cookie, person.email);
      expect(invited.statusCode, invited.body).toBe(200);
      // The registration is dropped whole, link and all.
      const leftovers = await test.context.db
        .selectFrom('registrations')
        .select('token_hash')
        .where('email', '=', person.email)
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
    // The address was registered six times: the owner chooses the password through the mailbox.
    await choosePassword(owner.email, owner.password);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });
});
