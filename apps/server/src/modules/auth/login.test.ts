import { messages, signedInHint } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions, post, sessionCookie } from '../../../test/auth-test-support.ts';
import {
  apiHeaders,
  createTenant,
  createTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app.ts';

const fingerprint = 'a'.repeat(64);

describe('sign-in, session validation and sign-out', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  const login = (email: string, password: string) =>
    post(test, '/api/login', { email, password, fingerprint });
  const validate = (cookie?: string) => post(test, '/api/vt', undefined, cookie);
  const freshUser = async (): Promise<TestUser> => (await createTenant(test)).user;

  it('answers the session user and sets an HttpOnly, SameSite cookie', async () => {
    const user = await freshUser();
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uuid: user.id,
      firstName: 'Test',
      lastName: 'User',
      email: user.email,
      roles: ['admin', 'designer', 'user'],
      settings: { addons: { embed: 0 } },
      abilities: {
        openAdminScreens: true,
        openDesignerScreens: true,
        openUserPages: true,
        designPages: true,
        listPeople: true,
        managePeople: true,
        readServers: true,
        manageServers: true,
        buildPages: true,
        readAuditLog: true,
      },
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(await auditActions(test.context.db, user.id)).toContain('login');
  });

  it('a sign-in whose audit entry cannot be written starts no session', async () => {
    const user = await freshUser();
    const { db } = test.context;
    const sessionsOf = () =>
      db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    const before = await sessionsOf();
    // The database refuses this person's sign-in entry, as a full disk or a lost connection would.
    if (process.env.TEST_DB === 'postgres') {
      await sql`create function refuse_login_entry() returns trigger language plpgsql as $$
        begin raise exception 'audit entry refused'; end $$`.execute(db);
      await sql`create trigger refuse_login_entry before insert on audit_log for each row
        when (new.action = 'login' and new.user_id = ${sql.lit(user.id)})
        execute function refuse_login_entry()`.execute(db);
    } else {
      await sql`create trigger refuse_login_entry before insert on audit_log
        when new.action = 'login' and new.user_id = ${sql.lit(user.id)}
        begin select raise(abort, 'audit entry refused'); end`.execute(db);
    }
    try {
      const response = await login(user.email, user.password);
      expect(response.statusCode).toBe(500);
      expect(String(response.headers['set-cookie'] ?? '')).not.toContain('=');
      expect(await sessionsOf()).toEqual(before);
      expect(await auditActions(db, user.id)).not.toContain('login');
    } finally {
      await sql`drop trigger refuse_login_entry${process.env.TEST_DB === 'postgres' ? sql` on audit_log` : sql``}`.execute(
        db,
      );
    }
    const again = await login(user.email, user.password);
    expect(again.statusCode).toBe(200);
    expect(await auditActions(db, user.id)).toContain('login');
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    const user = await freshUser();
    const wrong = await login(user.email, 'not the password');
    const unknown = await login(`nobody-${user.id}@example.com`, user.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'unauthenticated', message: messages.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(await auditActions(test.context.db, user.id)).toContain('login_failed');
  });

  it('a disabled user with the right password is told the account is disabled, and gets no session', async () => {
    const user = await freshUser();
    await test.context.db.updateTable('users').set({ active: 0 }).where('id', '=', user.id).execute();
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthenticated', message: messages.accountInactive });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a disabled user with a wrong password gets the usual answer, so nobody learns the account exists', async () => {
    const user = await freshUser();
    await test.context.db.updateTable('users').set({ active: 0 }).where('id', '=', user.id).execute();
    const response = await login(user.email, 'not the password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthenticated', message: messages.invalidCredentials });
  });

  it('the sixth failed sign-in for one account within 5 minutes gets 429 while another account still signs in', async () => {
    const target = await freshUser();
    const other = await freshUser();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(target.email, `wrong ${attempt}`)).statusCode).toBe(401);
    }
    const sixth = await login(target.email, target.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ code: 'rate_limited', message: messages.tooManyRequests });
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the count of earlier failures', async () => {
    const user = await freshUser();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 1; attempt <= 4; attempt++) await login(user.email, 'wrong password');
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    }
  });

  it('each sign-in issues a new session token and ends the one the browser presented', async () => {
    const user = await freshUser();
    const first = sessionCookie(test, await login(user.email, user.password));
    const second = sessionCookie(test, await post(test, '/api/login', { ...user, fingerprint }, first));
    expect(second).not.toBe(first);
    expect((await validate(second)).statusCode).toBe(200);
    expect((await validate(first)).statusCode).toBe(401);
  });

  it('/api/vt answers the user for a valid session and 401 without one', async () => {
    const user = await freshUser();
    const valid = await validate(user.cookie);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({
      uuid: user.id,
      email: user.email,
      settings: { addons: { embed: 0 } },
    });
    const none = await validate();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'unauthenticated', message: messages.signedOut });
  });

  it('after sign-out the old cookie gets 401 from /api/vt and the cookie is cleared', async () => {
    const user = await freshUser();
    const logout = await test.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: apiHeaders(user.cookie),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: messages.signedOutNow });
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${test.app.sessions.cookieName}=;`));
    expect((await validate(user.cookie)).statusCode).toBe(401);
  });

  it('sets beside the session a hint the page can read, which grants nothing and goes with the session', async () => {
    const user = await freshUser();
    const signedIn = await login(user.email, user.password);
    const cookies = [signedIn.headers['set-cookie']].flat().map(String);
    const session = cookies.find((cookie) => cookie.startsWith(`${test.app.sessions.cookieName}=`));
    const hint = cookies.find((cookie) => cookie.startsWith(`${signedInHint.name}=`));
    expect(session).toMatch(/HttpOnly/i);
    expect(hint).toMatch(/^portal_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    // The hint alone is no session.
    const hintOnly = await validate(`${signedInHint.name}=1`);
    expect(hintOnly.statusCode).toBe(401);
    // A refused session clears it, so the page stops asking.
    expect(String(hintOnly.headers['set-cookie'])).toMatch(new RegExp(`^${signedInHint.name}=;`));
    const logout = await test.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: apiHeaders(user.cookie),
    });
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${signedInHint.name}=;`));
  });

  it('a sign-in from a foreign origin or without the X-Requested-With header is refused', async () => {
    const user = await freshUser();
    const payload = { email: user.email, password: user.password, fingerprint };
    const foreign = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ code: 'csrf', message: messages.csrfRejected });
    const bare = await test.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(bare.statusCode).toBe(403);
    const crossSite = await test.app.inject({
      method: 'POST',
      url: '/api/vt',
      headers: { cookie: user.cookie },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('the per-address limit on authentication calls', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => test.close());

  it('refuses sign-ins past the limit from one address with 429, whatever the e-mail', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await post(test, '/api/login', {
        email: `someone-${attempt}@example.com`,
        password: 'x',
      });
      expect(response.statusCode).toBe(401);
    }
    const refused = await post(test, '/api/login', { email: 'someone-else@example.com', password: 'x' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: messages.tooManyRequests });
  });

  it('refuses registrations and reset requests past the limit too', async () => {
    for (const url of ['/api/register', '/api/forgotpassword']) {
      for (let attempt = 1; attempt <= 3; attempt++) await post(test, url, {});
      expect((await post(test, url, {})).statusCode).toBe(429);
    }
  });
});
