import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/auth-test-support.ts';
import {
  accountWithProvider,
  portalBrowser,
  refusalIn,
  signInWithProvider,
  startProviderAndPortal,
  stopProviderAndPortal,
} from '../../../test/sso/sso-world.ts';
import type { TestIdentityProvider } from '../../../test/sso/test-identity-provider.ts';
import { addUser, apiHeaders, createTenant, type TestApp } from '../../../test/test-app.ts';

/**
 * DESIGN.md §4a, against a real OpenID Provider: who a first single sign-on signs in. Only a
 * verified e-mail in one of the provider's domains counts; a user of the account is linked, or
 * created with jit; nobody of another account, ever.
 */
describe('the first single sign-on of a person', () => {
  let op: TestIdentityProvider;
  let test: TestApp;
  beforeAll(async () => {
    ({ op, test } = await startProviderAndPortal());
  });
  afterAll(() => stopProviderAndPortal({ op, test }));

  async function sessionUserOf(cookie: string | undefined) {
    const response = await test.app.inject({ method: 'POST', url: '/api/vt', headers: apiHeaders(cookie) });
    return response.statusCode === 200 ? response.json() : undefined;
  }

  it('links the user of the account with that address and signs them in; the next time by the link alone', async () => {
    const { accountId, domain, provider } = await accountWithProvider(test, op);
    const person = await addUser(test, accountId, ['user']);
    const email = `grace@${domain}`;
    await test.context.db.updateTable('users').set({ email }).where('id', '=', person.id).execute();
    op.people.set('grace', { email, email_verified: true, name: 'Grace Hopper' });

    const first = await signInWithProvider(test, op, { email }, 'grace');
    expect(first.location).toBe('/login');
    expect((await sessionUserOf(first.browser.session()))?.uuid).toBe(person.id);
    const link = await test.context.db
      .selectFrom('user_identities')
      .selectAll()
      .where('provider_id', '=', provider.uuid)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ subject: 'grace', user_id: person.id, account_id: accountId });

    // The provider now gives another address: the link, not the address, says who this is.
    op.people.set('grace', { email: 'grace@elsewhere.test', email_verified: false, name: 'Grace Hopper' });
    const again = await signInWithProvider(test, op, { provider: provider.uuid }, 'grace');
    expect((await sessionUserOf(again.browser.session()))?.uuid).toBe(person.id);
    expect(await auditActions(test.context.db, person.id)).toEqual(['sso.link', 'sso.login', 'sso.login']);
  });

  it('creates the person in the provider account with jit on, with no password, and signs them in', async () => {
    const { accountId, domain } = await accountWithProvider(test, op, { jit: true });
    const email = `alan@${domain}`;
    op.people.set('alan', { email, email_verified: true, given_name: 'Alan', family_name: 'Turing' });
    const { browser, location } = await signInWithProvider(test, op, { email }, 'alan');
    expect(location).toBe('/login');
    const signedIn = await sessionUserOf(browser.session());
    expect(signedIn).toMatchObject({ firstName: 'Alan', lastName: 'Turing', email, roles: ['user'] });
    const row = await test.context.db
      .selectFrom('users')
      .select(['account_id', 'password_hash', 'active'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ account_id: accountId, password_hash: null, active: 1 });
    expect(await auditActions(test.context.db, signedIn.uuid)).toEqual([
      'sso.user_create',
      'sso.link',
      'sso.login',
    ]);
  });

  it('refuses a new address with jit off: no user is created', async () => {
    const { domain } = await accountWithProvider(test, op, { jit: false });
    const email = `nobody@${domain}`;
    op.people.set('nobody', { email, email_verified: true, name: 'No Body' });
    const { browser, location } = await signInWithProvider(test, op, { email }, 'nobody');
    expect(refusalIn(location)).toBe('no_user');
    expect(browser.session()).toBeUndefined();
    const row = await test.context.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses an e-mail the provider has not verified, and records the refusal in the account', async () => {
    const { accountId, domain } = await accountWithProvider(test, op, { jit: true });
    const email = `unverified@${domain}`;
    op.people.set('unverified', { email, email_verified: false, name: 'Un Verified' });
    const { browser, location } = await signInWithProvider(test, op, { email }, 'unverified');
    expect(refusalIn(location)).toBe('unverified_email');
    expect(browser.session()).toBeUndefined();
    const entry = await test.context.db
      .selectFrom('audit_log')
      .select(['action', 'detail', 'user_id'])
      .where('account_id', '=', accountId)
      .where('action', '=', 'sso.refused')
      .executeTakeFirstOrThrow();
    expect(entry.user_id).toBeNull();
    expect(JSON.parse(entry.detail)).toMatchObject({
      reason: 'unverified_email',
      email,
      subject: 'unverified',
    });
  });

  it("refuses an address outside the provider's domains, even verified", async () => {
    const { provider } = await accountWithProvider(test, op, { jit: true });
    op.people.set('outsider', {
      email: 'outsider@not-our-domain.test',
      email_verified: true,
      name: 'Out Sider',
    });
    const { location } = await signInWithProvider(test, op, { provider: provider.uuid }, 'outsider');
    expect(refusalIn(location)).toBe('outside_domains');
    const row = await test.context.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'outsider@not-our-domain.test')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('never signs in, links or moves a user of another account, whatever the provider says', async () => {
    const { domain, provider } = await accountWithProvider(test, op, { jit: true });
    // Another account's person whose address is in this domain (made before the domain was claimed).
    const other = await createTenant(test, ['admin']);
    const email = `victim@${domain}`;
    await test.context.db.updateTable('users').set({ email }).where('id', '=', other.user.id).execute();
    op.people.set('impostor', { email, email_verified: true, name: 'Im Postor' });

    const { browser, location } = await signInWithProvider(test, op, { provider: provider.uuid }, 'impostor');
    expect(refusalIn(location)).toBe('other_account');
    expect(browser.session()).toBeUndefined();
    const victim = await test.context.db
      .selectFrom('users')
      .select(['account_id'])
      .where('id', '=', other.user.id)
      .executeTakeFirstOrThrow();
    expect(victim.account_id).toBe(other.accountId);
    const links = await test.context.db
      .selectFrom('user_identities')
      .select('user_id')
      .where('user_id', '=', other.user.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('refuses a disabled user, and a second identity for a user already linked', async () => {
    const { accountId, domain, provider } = await accountWithProvider(test, op);
    const person = await addUser(test, accountId, ['user']);
    const email = `ada@${domain}`;
    await test.context.db.updateTable('users').set({ email }).where('id', '=', person.id).execute();
    op.people.set('ada', { email, email_verified: true, name: 'Ada Lovelace' });
    op.people.set('ada-again', { email, email_verified: true, name: 'Ada Lovelace' });
    expect((await signInWithProvider(test, op, { email }, 'ada')).location).toBe('/login');
    expect(
      refusalIn((await signInWithProvider(test, op, { provider: provider.uuid }, 'ada-again')).location),
    ).toBe('already_linked');

    await test.context.db.updateTable('users').set({ active: 0 }).where('id', '=', person.id).execute();
    expect(refusalIn((await signInWithProvider(test, op, { email }, 'ada')).location)).toBe('disabled');
  });

  it('sends an address of an unknown domain back to the sign-in page with the reason', async () => {
    const browser = portalBrowser(test);
    const answer = await browser.get('/api/sso/start?email=someone%40unclaimed-domain.test');
    expect(answer.statusCode).toBe(302);
    expect(refusalIn(answer.headers.location as string)).toBe('unknown_domain');
  });
});
