import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountWithProvider,
  pathOf,
  portalBrowser,
  refusalIn,
  signInAtProvider,
} from '../../../test/sso/sso-world.ts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../../test/sso/test-identity-provider.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A callback is accepted once, from the browser that started the sign-in, with the state, nonce, code
 * and issuer of that sign-in: openid-client checks them, and the portal keeps each flow for one use.
 * Each case is an attacker's try at the real provider's answers.
 */
describe('a replayed or forged single sign-on callback', () => {
  let op: TestIdentityProvider;
  let otherOp: TestIdentityProvider;
  let test: TestApp;
  let world: Awaited<ReturnType<typeof accountWithProvider>>;
  const login = 'mallory';

  beforeAll(async () => {
    op = await startTestIdentityProvider();
    otherOp = await startTestIdentityProvider();
    test = await createTestApp({ UPSTREAM_ALLOW: `${op.hostPort},${otherOp.hostPort}` });
    world = await accountWithProvider(test, op, { jit: true });
    for (const provider of [op, otherOp])
      provider.people.set(login, {
        email: `mallory@${world.domain}`,
        email_verified: true,
        name: 'Mal Lory',
      });
  });
  afterAll(async () => {
    await test.close();
    await op.close();
    await otherOp.close();
  });

  /** A started sign-in: the browser with its flow cookie, and the provider address it was sent to. */
  async function started() {
    const browser = portalBrowser(test);
    const answer = await browser.get(`/api/sso/start?provider=${world.provider.uuid}`);
    expect(answer.statusCode).toBe(302);
    return { browser, authorization: new URL(answer.headers.location as string) };
  }

  async function refusalsRecorded(reason: string) {
    const rows = await test.context.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'sso.refused')
      .execute();
    return rows.filter((row) => JSON.parse(row.detail).reason === reason).length;
  }

  it('refuses a callback whose state is not the one the browser was given', async () => {
    const { browser, authorization } = await started();
    const callback = new URL(await signInAtProvider(op, authorization.href, login));
    callback.searchParams.set('state', 'a-state-of-the-attackers-choosing');
    const before = await refusalsRecorded('forged');
    const answer = await browser.get(pathOf(callback.href));
    expect(refusalIn(answer.headers.location as string)).toBe('forged');
    expect(browser.session()).toBeUndefined();
    expect(await refusalsRecorded('forged')).toBe(before + 1);
  });

  it('refuses an ID token whose nonce is not the one the sign-in sent', async () => {
    const { browser, authorization } = await started();
    authorization.searchParams.set('nonce', 'a-nonce-of-the-attackers-choosing');
    const answer = await browser.get(pathOf(await signInAtProvider(op, authorization.href, login)));
    expect(refusalIn(answer.headers.location as string)).toBe('forged');
    expect(browser.session()).toBeUndefined();
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const { authorization } = await started();
    const callback = await signInAtProvider(op, authorization.href, login);
    const elsewhere = portalBrowser(test);
    const answer = await elsewhere.get(pathOf(callback));
    expect(refusalIn(answer.headers.location as string)).toBe('expired');
    expect(elsewhere.session()).toBeUndefined();
  });

  it('signs in once: the same callback again is refused, and so is its code under a new sign-in', async () => {
    const { browser, authorization } = await started();
    const flowCookie = new Map(browser.jar);
    const callback = await signInAtProvider(op, authorization.href, login);
    expect((await browser.get(pathOf(callback))).headers.location).toBe('/login');
    expect(browser.session()).toBeDefined();

    // The same answer replayed with the flow cookie it came with: the flow is gone.
    const replay = portalBrowser(test, Object.fromEntries(flowCookie));
    expect(refusalIn((await replay.get(pathOf(callback))).headers.location as string)).toBe('expired');

    // The used code under the state of a new sign-in: the provider refuses it (used, and not for this verifier).
    const next = await started();
    const reused = new URL(callback);
    reused.searchParams.set('state', next.authorization.searchParams.get('state')!);
    const answer = await next.browser.get(pathOf(reused.href));
    expect(refusalIn(answer.headers.location as string)).toBe('forged');
    expect(next.browser.session()).toBeUndefined();
  });

  it('refuses an answer from another issuer, even one with the same person and a valid code', async () => {
    const { browser, authorization } = await started();
    // The same request, sent to another provider that knows the portal as a client too.
    const elsewhere = new URL(`${authorization.pathname}${authorization.search}`, otherOp.issuer);
    const callback = await signInAtProvider(otherOp, elsewhere.href, login);
    expect(new URL(callback).searchParams.get('iss')).toBe(otherOp.issuer);
    const answer = await browser.get(pathOf(callback));
    expect(refusalIn(answer.headers.location as string)).toBe('forged');
    expect(browser.session()).toBeUndefined();
  });
});
