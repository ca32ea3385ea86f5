import { messages } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkIn, newPerson, outboxLink, outboxMailsTo, post, tokenOf } from '../auth-test-support.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

// A stranger who knew an address but not its mailbox registered it again, with the same account
// name and their own password, while its owner's registration waited for activation. The owner's
// inbox then held two mails that looked alike: the first link was dead, the second activated the
// stranger's password, and the stranger signed in as the new account's admin. Registering a waiting
// account name with another address answered 409, which told the address behind the name.
describe('a stranger registering an address whose owner has not activated yet', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const register = async (person: ReturnType<typeof newPerson>) => {
    const response = await post(test, '/api/register', person);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: messages.registerSuccess });
  };
  const activate = (link: string) => post(test, '/api/activateaccount', { accountUuid: tokenOf(link) });
  const signIn = async (email: string, password: string) =>
    (await post(test, '/api/login', { email, password, fingerprint: 'f' })).statusCode;
  const strangerOf = (owner: ReturnType<typeof newPerson>) => ({
    ...newPerson('stranger'),
    email: owner.email,
    accountName: owner.accountName,
    firstName: 'Mallory',
    password: 'the stranger chose this',
    confirmPassword: 'the stranger chose this',
  });
  /** A mail in the owner's inbox that brings a link to choose a password, if one comes. */
  const passwordLinkFor = async (email: string) => {
    const deadline = Date.now() + 2_000;
    for (;;) {
      const link = outboxMailsTo(test.dataDir, email)
        .map((raw) => linkIn(raw, '/resetpassword/'))
        .find(Boolean);
      if (link || Date.now() > deadline) return link;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  /**
   * The owner signs in with the password they chose: at once, or after choosing it through the
   * link a mail brought them.
   */
  const ownerSignsIn = async (owner: ReturnType<typeof newPerson>) => {
    if ((await signIn(owner.email, owner.password)) === 200) return;
    const link = await passwordLinkFor(owner.email);
    expect(link, 'the owner can neither sign in nor choose a password').toBeDefined();
    const chosen = await post(test, '/api/resetpassword', {
      password: owner.password,
      confirmPassword: owner.password,
      resetPwdUuid: tokenOf(link!),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await signIn(owner.email, owner.password)).toBe(200);
  };

  const orders = [['first'], ['second'], ['first', 'second'], ['second', 'first']] as const;
  for (const registeredFirst of ['owner', 'stranger'] as const) {
    for (const order of orders) {
      it(`the ${registeredFirst} registered first and the owner follows the ${order.join(' then the ')} link: the stranger's password never signs in`, async () => {
        const owner = newPerson('owner');
        const stranger = strangerOf(owner);
        await register(registeredFirst === 'owner' ? owner : stranger);
        const first = await outboxLink(test.dataDir, owner.email, '/activate/');
        await register(registeredFirst === 'owner' ? stranger : owner);
        const second = await outboxLink(test.dataDir, owner.email, '/activate/', 2);
        const links = { first, second };
        const answers = [];
        for (const which of order) answers.push(await activate(links[which]));
        // Whoever holds the mailbox activates the account with the first link they follow.
        expect(answers[0].json()).toEqual({ message: messages.activated, email: owner.email });
        for (const later of answers.slice(1)) {
          expect(later.json()).toEqual({ code: 'validation', message: messages.activationFailed });
        }
        expect(await signIn(owner.email, stranger.password)).toBe(401);
        await ownerSignsIn(owner);
        expect(await signIn(owner.email, stranger.password)).toBe(401);
        // Registering the address again now only tells its owner that someone tried.
        await register({ ...stranger, accountName: `${stranger.accountName} Again` });
        expect(await signIn(owner.email, stranger.password)).toBe(401);
      });
    }
  }

  it("the owner's link expired before the stranger registered, and the owner follows the newest mail", async () => {
    const owner = newPerson('owner');
    const stranger = strangerOf(owner);
    await register(owner);
    await outboxLink(test.dataDir, owner.email, '/activate/');
    // Two days and an hour later the owner's link is dead.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 49 * 3_600_000 });
    await register(stranger);
    const newest = await outboxLink(test.dataDir, owner.email, '/activate/', 2);
    expect((await activate(newest)).json()).toEqual({ message: messages.activated, email: owner.email });
    expect(await signIn(owner.email, stranger.password)).toBe(401);
    await ownerSignsIn(owner);
    expect(await signIn(owner.email, stranger.password)).toBe(401);
  });

  it('an account name waiting for activation answers another address as a fresh name does', async () => {
    const owner = newPerson('owner');
    await register(owner);
    const fresh = await post(test, '/api/register', newPerson('probe'));
    for (const accountName of [owner.accountName, owner.accountName.toUpperCase()]) {
      const probe = await post(test, '/api/register', { ...newPerson('probe'), accountName });
      expect(probe.statusCode).toBe(fresh.statusCode);
      expect(probe.json()).toEqual(fresh.json());
    }
    // An activated account's name is taken for everyone, whoever asks.
    expect((await activate(await outboxLink(test.dataDir, owner.email, '/activate/'))).statusCode).toBe(200);
    const taken = await post(test, '/api/register', {
      ...newPerson('probe'),
      accountName: owner.accountName,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'conflict',
      message: messages.accountNameTaken,
      field: 'accountName',
    });
  });

  it('two waiting registrations of one account name: the first activated takes it, the other link says so', async () => {
    const early = newPerson('early');
    const late = { ...newPerson('late'), accountName: early.accountName.toLowerCase() };
    await register(early);
    await register(late);
    const earlyLink = await outboxLink(test.dataDir, early.email, '/activate/');
    const lateLink = await outboxLink(test.dataDir, late.email, '/activate/');
    expect((await activate(lateLink)).json()).toEqual({ message: messages.activated, email: late.email });
    const refused = await activate(earlyLink);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: messages.accountNameTakenBeforeActivation });
    expect(await signIn(early.email, early.password)).toBe(401);
    expect(await signIn(late.email, late.password)).toBe(200);
    // Registering again with another name works.
    const renamed = { ...early, accountName: `${early.accountName} Two` };
    await register(renamed);
    expect((await activate(await outboxLink(test.dataDir, early.email, '/activate/', 2))).statusCode).toBe(
      200,
    );
    await ownerSignsIn(early);
  });
});
