import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../src/modules/auth/login-throttle.ts';
import { outboxLink } from '../auth-test-support.ts';
import { apiHeaders, createTenant, createTestApp, type TestApp } from '../test-app.ts';

// Hole 4: six wrong passwords from anywhere blocked the account's owner, correct password and all,
// and flooding the counters emptied every lock at once.
describe('a stranger trying to lock the owner out, or to guess past the limit', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(() => test.close());

  const login = (email: string, password: string, from: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: apiHeaders(),
      payload: { email, password },
      remoteAddress: from,
    });
  const attacker = '203.0.113.66';
  const owner = '198.51.100.7';

  it('six wrong passwords from one address do not keep the owner out', async () => {
    const { user } = await createTenant(test);
    for (let attempt = 1; attempt <= 6; attempt++) await login(user.email, `guess ${attempt}`, attacker);
    const signedIn = await login(user.email, user.password, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('the failing address waits before each further try, longer every time, right password or not', async () => {
    const { user } = await createTenant(test);
    for (let attempt = 1; attempt <= loginThrottle.freePerAddress; attempt++) {
      expect((await login(user.email, `guess ${attempt}`, attacker)).statusCode).toBe(401);
    }
    const waiting = await login(user.email, user.password, attacker);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ code: 'rate_limited', message: messages.tooManyRequests });
    expect(Number(waiting.headers['retry-after'])).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(user.email, 'one more guess', attacker)).statusCode).toBe(401);
    const longer = await login(user.email, user.password, attacker);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
  });

  it('guesses spread over many addresses slow every failing address, never a fresh one', async () => {
    const { user } = await createTenant(test);
    const addresses = Array.from({ length: loginThrottle.freePerAccount + 1 }, (_, i) => `192.0.2.${i + 1}`);
    for (const address of addresses) {
      expect((await login(user.email, 'spread guess', address)).statusCode).toBe(401);
    }
    // The account is now under attack: a failing address waits even with the right password…
    const latest = await login(user.email, user.password, addresses.at(-1)!);
    expect(latest.statusCode).toBe(429);
    expect(Number(latest.headers['retry-after'])).toBeGreaterThanOrEqual(2);
    // …while the owner, from an address that has not been failing, signs in.
    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
  });

  it('flooding the counters with fresh keys empties no lock', async () => {
    const { user } = await createTenant(test);
    for (let attempt = 1; attempt <= loginThrottle.freePerAddress; attempt++) {
      await login(user.email, `guess ${attempt}`, attacker);
    }
    // Every failed sign-in with an e-mail nobody has leaves a counter behind; make a great many.
    for (let key = 0; key < 150_000; key++) await test.app.store.hit(`login-failures:flood-${key}`, 60_000);
    // The address's failures and the account's are still counted, so its next wait only grows.
    expect(await test.app.store.hit(`login-failures:${user.email}:${attacker}`, 60_000)).toBe(
      loginThrottle.freePerAddress + 1,
    );
    expect(await test.app.store.hit(`login-failures:${user.email}`, 60_000)).toBe(
      loginThrottle.freePerAddress + 1,
    );
  });
  it("a stranger asking for the owner's password reset over and over never keeps the owner's own mail from coming", async () => {
    const { user } = await createTenant(test);
    const forgot = (from: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/forgotpassword',
        headers: apiHeaders(),
        payload: { email: user.email },
        remoteAddress: from,
      });
    // Each ask that sends a mail issues a reset link first; the answers are all alike.
    const linksIssued = () =>
      test.context.db
        .selectFrom('tokens')
        .select((query) => query.fn.countAll<number>().as('count'))
        .where('user_id', '=', user.id)
        .where('kind', '=', 'reset')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    for (let ask = 1; ask <= 8; ask++) expect((await forgot(attacker)).statusCode).toBe(200);
    const strangersLinks = await linksIssued();
    expect(strangersLinks).toBeLessThan(8);
    expect((await forgot(owner)).statusCode).toBe(200);
    expect(await linksIssued()).toBe(strangersLinks + 1);
    await outboxLink(test.dataDir, user.email, '/resetpassword/', strangersLinks + 1);
  });
});
