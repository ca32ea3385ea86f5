import { messages, ssoRefusalMessages, ssoTestOutcome } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/server-fixtures.ts';
import {
  accountWithProvider,
  pathOf,
  portalBrowser,
  signInAtProvider,
  startProviderAndPortal,
  stopProviderAndPortal,
} from '../../../test/sso/sso-world.ts';
import type { TestIdentityProvider } from '../../../test/sso/test-identity-provider.ts';
import { addUser, type TestApp } from '../../../test/test-app.ts';

/** Settings ▸ Sign-in's 'Test sign-in': the whole flow at the provider, the claims shown, nobody signed in. */
describe('a test sign-in', () => {
  let op: TestIdentityProvider;
  let test: TestApp;
  beforeAll(async () => {
    ({ op, test } = await startProviderAndPortal());
  });
  afterAll(() => stopProviderAndPortal({ op, test }));

  async function runTest(admin: { cookie: string }, providerId: string, login: string) {
    const [name, value] = admin.cookie.split('=');
    const browser = portalBrowser(test, { [name]: value });
    const started = await browser.get(`/api/identity-providers/${providerId}/test-sign-in`);
    expect(started.statusCode, started.body).toBe(302);
    const back = await browser.get(
      pathOf(await signInAtProvider(op, started.headers.location as string, login)),
    );
    expect(browser.session()).toBe(admin.cookie);
    return back.headers.location as string;
  }

  it('shows the claims the provider sent and how the sign-in would end, to the admin who ran it only', async () => {
    const { accountId, admin, domain, provider } = await accountWithProvider(test, op, { jit: true });
    const email = `tester@${domain}`;
    op.people.set('tester', { email, email_verified: true, name: 'Tess Ter', groups: ['staff'] });
    const location = await runTest(admin, provider.uuid, 'tester');
    const testId = new URL(location, 'http://portal.test').searchParams.get('test');
    expect(location).toBe(`/admin/sign-in?test=${testId}`);

    const result = await callApi(test, admin.cookie, 'GET', `/api/sign-in-tests/${testId}`);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({
      uuid: testId,
      provider: { uuid: provider.uuid, name: provider.name },
      outcome: { kind: 'sign-in', message: ssoTestOutcome.create(email) },
    });
    expect(result.json().claims).toEqual(
      expect.arrayContaining([
        { name: 'sub', value: '"tester"' },
        { name: 'email', value: JSON.stringify(email) },
        { name: 'email_verified', value: 'true' },
        { name: 'groups', value: '["staff"]' },
      ]),
    );
    // Nobody was created or signed in.
    expect(
      await test.context.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();

    const otherAdmin = await addUser(test, accountId, ['admin']);
    expect((await callApi(test, otherAdmin.cookie, 'GET', `/api/sign-in-tests/${testId}`)).statusCode).toBe(
      404,
    );
  });

  it('says why a person would be refused', async () => {
    const { admin, provider } = await accountWithProvider(test, op, { jit: true });
    op.people.set('stranger', { email: 'stranger@elsewhere.test', email_verified: true, name: 'Stran Ger' });
    const location = await runTest(admin, provider.uuid, 'stranger');
    const testId = new URL(location, 'http://portal.test').searchParams.get('test');
    const result = (await callApi(test, admin.cookie, 'GET', `/api/sign-in-tests/${testId}`)).json();
    expect(result.outcome).toEqual({ kind: 'refused', message: ssoRefusalMessages.outside_domains });
  });

  it('reports a provider whose configuration cannot be read, at once', async () => {
    const { admin, provider } = await accountWithProvider(test, op);
    await test.context.db
      .updateTable('identity_providers')
      .set({ issuer: 'http://127.0.0.1:9/nothing-here', updated_at: Date.now() })
      .where('id', '=', provider.uuid)
      .execute();
    const answer = await callApi(
      test,
      admin.cookie,
      'GET',
      `/api/identity-providers/${provider.uuid}/test-sign-in`,
    );
    expect(answer.statusCode).toBe(302);
    const testId = new URL(answer.headers.location as string, 'http://portal.test').searchParams.get('test');
    const result = (await callApi(test, admin.cookie, 'GET', `/api/sign-in-tests/${testId}`)).json();
    expect(result.outcome).toEqual({ kind: 'refused', message: messages.providerDiscoveryFailed });
  });
});
