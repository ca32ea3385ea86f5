import { randomUUID } from 'node:crypto';
import type { IdentityProvider } from '@portal/contracts';
import { expect } from 'vitest';
import { apiHeaders, createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
  testClient,
} from './test-identity-provider.ts';

/** A domain of its own per call, so accounts of different tests never claim the same one. */
export const uniqueDomain = (prefix = 'acme') => `${prefix}-${randomUUID().slice(0, 8)}.test`;

/** Adds the provider to the admin's account, as the portal's client there. */
export async function addProvider(
  test: TestApp,
  op: TestIdentityProvider,
  admin: TestUser,
  settings: Partial<Record<string, unknown>> & { emailDomains: string[] },
): Promise<IdentityProvider> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/identity-providers',
    headers: apiHeaders(admin.cookie),
    payload: {
      name: 'Company sign-in',
      issuer: op.issuer,
      ...testClient,
      scopes: ['openid', 'email', 'profile', 'groups'],
      ...settings,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An account with an admin and an identity provider for a domain of its own. */
export async function accountWithProvider(
  test: TestApp,
  op: TestIdentityProvider,
  settings: Partial<Record<string, unknown>> = {},
) {
  const { accountId, user: admin } = await createTenant(test);
  const domain = uniqueDomain();
  const provider = await addProvider(test, op, admin, { emailDomains: [domain], ...settings });
  return { accountId, admin, domain, provider };
}

type Jar = Map<string, string>;

function keepCookies(jar: Jar, setCookies: string[]) {
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(';');
    const cut = pair.indexOf('=');
    const name = pair.slice(0, cut).trim();
    const value = pair.slice(cut + 1).trim();
    const expired = attributes.some((attribute) =>
      /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(attribute),
    );
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The browser's side of the portal: its cookies, and calls through app.inject. */
export function portalBrowser(test: TestApp, cookies: Record<string, string> = {}) {
  const jar: Jar = new Map(Object.entries(cookies));
  return {
    jar,
    async get(url: string) {
      const response = await test.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader(jar) } });
      const setCookie = response.headers['set-cookie'];
      keepCookies(jar, setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]);
      return response;
    },
    /** The "name=value" session cookie, for apiHeaders. */
    session() {
      const name = test.app.sessions.cookieName;
      return jar.has(name) ? `${name}=${jar.get(name)}` : undefined;
    },
  };
}
export type PortalBrowser = ReturnType<typeof portalBrowser>;

/**
 * The browser at the provider: follows its redirects, and signs in on its development sign-in
 * screen (a form posted back to it) as `login`. Answers the address the provider sends the browser
 * back to, the portal's callback with its code.
 */
export async function signInAtProvider(op: TestIdentityProvider, authorizationUrl: string, login: string) {
  const jar: Jar = new Map();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader(jar) },
    });
    keepCookies(jar, response.headers.getSetCookie());
    return response;
  };
  let response = await send(authorizationUrl);
  let location = response.headers.get('location');
  for (let steps = 0; location && !location.includes('/api/sso/callback'); steps++) {
    if (steps > 10) throw new Error('the provider redirects in circles');
    const next = new URL(location, op.issuer).href;
    response = await send(next);
    if (response.status === 200 && next.includes('/interaction/')) {
      expect(await response.text()).toContain('name="login"');
      response = await send(next, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }),
      });
    }
    location = response.headers.get('location');
  }
  if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
  return location;
}

/** The part of the callback address the portal is asked for (its path and query). */
export const pathOf = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

/**
 * A whole single sign-on as a browser makes it: the sign-in page's start, the provider, the
 * callback. Answers the portal's last answer (where it sends the browser) and the browser.
 */
export async function signInWithProvider(
  test: TestApp,
  op: TestIdentityProvider,
  start: { email: string } | { provider: string },
  login: string,
  browser: PortalBrowser = portalBrowser(test),
) {
  const started = await browser.get(`/api/sso/start?${new URLSearchParams(start)}`);
  expect(started.statusCode, started.body).toBe(302);
  const callback = await signInAtProvider(op, started.headers.location as string, login);
  const finished = await browser.get(pathOf(callback));
  expect(finished.statusCode, finished.body).toBe(302);
  return { browser, callback, finished, location: finished.headers.location as string };
}

/** The refusal code the sign-in page is sent with, or undefined when signed in. */
export const refusalIn = (location: string) =>
  new URL(location, 'http://portal.test').searchParams.get('sso_error') ?? undefined;

/** A real OpenID Provider and a portal that may reach it (the guard allows exactly its host and port). */
export async function startProviderAndPortal(environment: Record<string, string> = {}) {
  const op = await startTestIdentityProvider();
  const test = await createTestApp({ UPSTREAM_ALLOW: op.hostPort, ...environment });
  return { op, test };
}

export async function stopProviderAndPortal(world: { op?: TestIdentityProvider; test?: TestApp }) {
  await world.test?.close();
  await world.op?.close();
}
