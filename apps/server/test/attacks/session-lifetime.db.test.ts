import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/crypto/tokens.ts';
import { post } from '../auth-test-support.ts';
import { apiHeaders, createTenant, createTestApp, type TestApp } from '../test-app.ts';

const fingerprint = 'a'.repeat(64);
const minute = 60_000;
const hour = 60 * minute;

/** Signs in as the pages do; answers the Set-Cookie header and the cookie to send back. */
async function signIn(test: TestApp, email: string, password: string) {
  const response = await post(test, '/api/login', { email, password, fingerprint });
  expect(response.statusCode, response.body).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  const [pair] = setCookie.split(';');
  return { setCookie, cookie: pair, token: pair.slice(pair.indexOf('=') + 1) };
}

const myViews = (test: TestApp, cookie: string) =>
  test.app.inject({ method: 'GET', url: '/api/myviews', headers: apiHeaders(cookie) });

// Hole 8: a session cookie picked up from a shared machine or an old backup, used long after its
// owner left it, and a session cookie that could travel over plain http or be planted by a sibling
// subdomain.
describe('an old session cookie, as whoever found it would use it', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  /** A fresh sign-in whose stored times are set back, before any request has used it. */
  async function sessionAged(idleMs: number, ageMs: number) {
    const { user } = await createTenant(test);
    const session = await signIn(test, user.email, user.password);
    const now = Date.now();
    await test.context.db
      .updateTable('sessions')
      .set({ created_at: now - ageMs, last_seen_at: now - idleMs })
      .where('token_hash', '=', hashToken(session.token))
      .execute();
    return session;
  }

  it('works after 7 hours 50 minutes idle, and is gone after 8 hours 1 minute', async () => {
    expect(
      (await myViews(test, (await sessionAged(7 * hour + 50 * minute, 8 * hour)).cookie)).statusCode,
    ).toBe(200);
    const idle = await sessionAged(8 * hour + minute, 9 * hour);
    expect((await myViews(test, idle.cookie)).statusCode).toBe(401);
    const rows = await test.context.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', hashToken(idle.token))
      .execute();
    expect(rows).toEqual([]);
  });

  it('ends 7 days after sign-in however busy it was, and the cookie says so too', async () => {
    expect((await myViews(test, (await sessionAged(0, 7 * 24 * hour - hour)).cookie)).statusCode).toBe(200);
    const busy = await sessionAged(0, 7 * 24 * hour + minute);
    expect((await myViews(test, busy.cookie)).statusCode).toBe(401);
    expect((await myViews(test, busy.cookie)).statusCode).toBe(401);
    expect(busy.setCookie).toContain(`Max-Age=${7 * 24 * 3600}`);
  });
});

describe('the session cookie of a portal served over https', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ PUBLIC_URL: 'https://portal.test' });
  });
  afterAll(() => test.close());

  it('is __Host- prefixed, Secure, HttpOnly and for the whole host only', async () => {
    const { user } = await createTenant(test);
    const { setCookie, cookie } = await signIn(test, user.email, user.password);
    expect(setCookie).toMatch(/^__Host-portal_session=/);
    const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('path=/');
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
    expect((await myViews(test, cookie)).statusCode).toBe(200);
  });

  it('ignores the same token under the unprefixed name a sibling subdomain could set', async () => {
    const { user } = await createTenant(test);
    const { token } = await signIn(test, user.email, user.password);
    expect((await myViews(test, `portal_session=${token}`)).statusCode).toBe(401);
  });
});
