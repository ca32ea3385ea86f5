import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditActions,
  outboxLink,
  outboxMailsTo,
  post,
  sessionCookie,
  tokenOf,
} from '../../../test/auth-test-support.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

describe('forgotten password and reset', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  const freshUser = async (): Promise<TestUser> => (await createTenant(test)).user;
  const forgot = (email: string) => post(test, '/api/forgotpassword', { email });
  const check = (uuid: string) => post(test, '/api/checkresetpassword', { uuid });
  const reset = (token: string, password: string) =>
    post(test, '/api/resetpassword', { resetPwdUuid: token, password, confirmPassword: password });
  const login = (email: string, password: string) => post(test, '/api/login', { email, password });

  async function resetLink(user: TestUser, count = 1): Promise<string> {
    expect((await forgot(user.email)).statusCode).toBe(200);
    return outboxLink(test.dataDir, user.email, '/resetpassword/', count);
  }

  it('answers a known, an unknown and a disabled e-mail alike, and mails only the known active user', async () => {
    const known = await freshUser();
    const disabled = await freshUser();
    await test.context.db.updateTable('users').set({ active: 0 }).where('id', '=', disabled.id).execute();
    const answers = await Promise.all(
      [`nobody-${known.id}@example.com`, disabled.email, known.email].map((email) => forgot(email)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: messages.forgotSuccess });
    }
    const link = await outboxLink(test.dataDir, known.email, '/resetpassword/');
    expect(link).toMatch(/^http:\/\/portal\.test\/resetpassword\/[A-Za-z0-9_-]{43}$/);
    expect(outboxMailsTo(test.dataDir, disabled.email)).toEqual([]);
    const disabledTokens = await test.context.db
      .selectFrom('tokens')
      .select('token_hash')
      .where('user_id', '=', disabled.id)
      .execute();
    expect(disabledTokens).toEqual([]);
  });

  it('a valid reset link passes the check; an unknown one is refused with the invalid-link message', async () => {
    const user = await freshUser();
    const token = tokenOf(await resetLink(user));
    const valid = await check(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true, purpose: 'reset' });
    const unknown = await check('no-such-link');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'validation', message: messages.resetLinkInvalid });
  });

  it('a reset ends every session, the old password fails and the new one works', async () => {
    const user = await freshUser();
    const signedIn = sessionCookie(test, await login(user.email, user.password));
    const token = tokenOf(await resetLink(user));
    const response = await reset(token, 'a brand new passphrase ✓');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.resetSuccess, email: user.email });
    for (const cookie of [user.cookie, signedIn]) {
      expect((await post(test, '/api/vt', undefined, cookie)).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new passphrase ✓')).statusCode).toBe(200);
    expect(await auditActions(test.context.db, user.id)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset']),
    );
  });

  it('a reset link works only once', async () => {
    const user = await freshUser();
    const token = tokenOf(await resetLink(user));
    expect((await reset(token, 'first new password')).statusCode).toBe(200);
    const again = await reset(token, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.resetLinkInvalid);
    expect((await check(token)).statusCode).toBe(400);
    expect((await login(user.email, 'second new password')).statusCode).toBe(401);
  });

  it('using the newest reset link retires the older ones', async () => {
    const user = await freshUser();
    const older = tokenOf(await resetLink(user, 1));
    const newer = tokenOf(await resetLink(user, 2));
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'the newest password')).statusCode).toBe(200);
    expect((await check(older)).statusCode).toBe(400);
  });

  it('an expired reset link is refused and the password stays as it was', async () => {
    const user = await freshUser();
    const token = tokenOf(await resetLink(user));
    await test.context.db
      .updateTable('tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', user.id)
      .execute();
    expect((await check(token)).statusCode).toBe(400);
    const response = await reset(token, 'too late a password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.resetLinkInvalid);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('a reset link lasts one hour', async () => {
    const user = await freshUser();
    await resetLink(user);
    const row = await test.context.db
      .selectFrom('tokens')
      .select(['expires_at', 'created_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(3_600_000);
  });
});
