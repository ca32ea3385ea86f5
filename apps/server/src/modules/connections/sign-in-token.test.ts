import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { orderIdsOf, testCallback } from '../../../test/oauth/per-person-world.ts';
import {
  type AuthorizationServer,
  startAuthorizationServer,
} from '../../../test/oauth/start-authorization-server.ts';
import { type ResourceServer, startResourceServer } from '../../../test/oauth/start-resource-server.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { accountWithProvider, portalBrowser, signInWithProvider } from '../../../test/sso/sso-world.ts';
import type { TestIdentityProvider } from '../../../test/sso/test-identity-provider.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addView } from '../../../test/view-fixtures.ts';

// One real OpenID Provider is the account's single sign-on and the authorization server of two APIs
// of the test's own: one takes the person's sign-in token as it is, the other only tokens issued for
// its audience, which the portal gets by RFC 8693 token exchange at the provider.
let provider: AuthorizationServer;
let direct: ResourceServer;
let exchanged: ResourceServer;
let test: TestApp;
const people = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  provider = await startAuthorizationServer({
    redirectUri: testCallback,
    signIn: { redirectUri: 'http://portal.test/api/sso/callback', people },
  });
  direct = await startResourceServer(provider);
  exchanged = await startResourceServer(provider, { audience: 'orders-api' });
  test = await createTestApp({
    UPSTREAM_ALLOW: [provider.hostPort, direct.hostPort, exchanged.hostPort].join(','),
  });
});
afterAll(async () => {
  await test?.close();
  await exchanged?.close();
  await direct?.close();
  await provider?.close();
});

/** The provider as the single sign-on helpers know it. */
const op = () =>
  ({ issuer: provider.issuer, hostPort: provider.hostPort, people }) as unknown as TestIdentityProvider;

async function world() {
  const { admin, domain } = await accountWithProvider(test, op());
  const person = async (login: string) => {
    const email = `${login}-${domain.split('.')[0]}@${domain}`;
    people.set(login, { email, email_verified: true, name: login });
    const created = await callApi(test, admin.cookie, 'POST', '/api/users', {
      firstName: login,
      lastName: 'Person',
      email,
      roles: ['user'],
    });
    expect(created.statusCode, created.body).toBe(200);
    return { id: created.json().uuid as string, email, login };
  };
  const ana = await person('ana');
  const ben = await person('ben');
  const group = await addGroup(test, admin.cookie);
  for (const who of [ana, ben]) await addToGroup(test, admin.cookie, group.uuid, { userUuid: who.id });
  const page = async (name: string, resource: ResourceServer, audience?: string) => {
    const server = await addServer(test, admin.cookie, {
      name,
      settings: { url: resource.url, authType: 'sign-in-token', auth: audience ? { audience } : {} },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      name: 'Orders',
      settings: { url: 'orders', method: 'GET', response: 'list' },
    });
    const view = await addView(test, admin.cookie, { server: server.uuid, endpoint: endpoint.uuid });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: view.uuid });
    return { server, endpoint, view };
  };
  const pages = {
    direct: await page('Direct orders', direct),
    exchanged: await page('Exchanged orders', exchanged, 'orders-api'),
  };
  /** A person's session from a single sign-on through the provider's screens. */
  const signIn = async (who: { email: string; login: string }) => {
    const { browser } = await signInWithProvider(
      test,
      op(),
      { email: who.email },
      who.login,
      portalBrowser(test),
    );
    return browser.session()!;
  };
  const call = (cookie: string, which: keyof typeof pages, limit = 50) =>
    test.app.inject({
      method: 'POST',
      url: '/api/proxy',
      headers: apiHeaders(cookie),
      payload: {
        uuid: pages[which].endpoint.uuid,
        view: pages[which].view.uuid,
        urlVariables: {},
        params: { offset: 0, limit },
      },
    });
  return { admin, ana, ben, pages, signIn, call };
}

describe('a data server that reads the person’s own sign-in token (sign-in-token)', () => {
  it('asks a person who did not sign in with single sign-on to, naming the server', async () => {
    const { admin, pages, call } = await world();
    const response = await call(admin.cookie, 'direct');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'connection_required',
      message: `${messages.signInTokenRequired} Direct orders.`,
      server: { uuid: pages.direct.server.uuid, name: 'Direct orders' },
    });
    const start = await callApi(
      test,
      admin.cookie,
      'POST',
      `/api/servers/${pages.direct.server.uuid}/oauth/start`,
      {},
    );
    expect(start.json().url).toMatch(/^\/api\/sso\/start\?email=/);
  });

  it('sends each person’s own sign-in token: two people, their own rows, cold and cached', async () => {
    const { ana, ben, signIn, call } = await world();
    const [anas, bens] = [await signIn(ana), await signIn(ben)];
    const before = direct.requests.length;
    expect(orderIdsOf(await call(anas, 'direct'))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(orderIdsOf(await call(bens, 'direct'))).toEqual(['B-1', 'B-2']);
    expect(orderIdsOf(await call(anas, 'direct'))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(direct.requests.slice(before).map((request) => request.owner)).toEqual(['ana', 'ben']);
    const mine = await test.app.inject({
      method: 'GET',
      url: '/api/me/connections',
      headers: { cookie: anas },
    });
    expect(mine.json().map((entry: { authType: string; connected: boolean }) => entry)).toEqual([
      expect.objectContaining({ authType: 'sign-in-token', connected: true }),
      expect.objectContaining({ authType: 'sign-in-token', connected: true }),
    ]);
  });

  it('exchanges the sign-in token for the server’s audience first (RFC 8693)', async () => {
    const { ana, ben, signIn, call } = await world();
    const exchangesBefore = provider.grants.get('urn:ietf:params:oauth:grant-type:token-exchange') ?? 0;
    const [anas, bens] = [await signIn(ana), await signIn(ben)];
    expect(orderIdsOf(await call(anas, 'exchanged'))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(orderIdsOf(await call(bens, 'exchanged'))).toEqual(['B-1', 'B-2']);
    expect(orderIdsOf(await call(anas, 'exchanged', 20))).toEqual(['A-1', 'A-2', 'A-3']);
    // One exchange per person: the exchanged token is kept until it expires.
    expect(
      (provider.grants.get('urn:ietf:params:oauth:grant-type:token-exchange') ?? 0) - exchangesBefore,
    ).toBe(2);
  });

  it('refreshes an expired sign-in token at the provider and keeps the new one for the session', async () => {
    const { ana, signIn, call } = await world();
    provider.setAccessTokenSeconds(1);
    const anas = await signIn(ana);
    provider.setAccessTokenSeconds(3600);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const before = provider.grants.get('refresh_token') ?? 0;
    expect(orderIdsOf(await call(anas, 'direct', 31))).toEqual(['A-1', 'A-2', 'A-3']);
    expect((provider.grants.get('refresh_token') ?? 0) - before).toBe(1);
    expect(orderIdsOf(await call(anas, 'direct', 32))).toEqual(['A-1', 'A-2', 'A-3']);
    expect((provider.grants.get('refresh_token') ?? 0) - before).toBe(1);
  });
});
