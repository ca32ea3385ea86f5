import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

describe('POST /api/me/password', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const newPassword = 'a brand new passphrase';

  async function signIn(email: string, password: string) {
    const response = await callApi(test, undefined, 'POST', '/api/login', { email, password });
    const cookie = response.cookies.find((entry) => entry.name === test.app.sessions.cookieName);
    return { status: response.statusCode, cookie: cookie ? `${cookie.name}=${cookie.value}` : undefined };
  }

  const change = (person: TestUser, body: object) =>
    callApi(test, person.cookie, 'POST', '/api/me/password', body);

  it('refuses a signed-out caller', async () => {
    const response = await callApi(test, undefined, 'POST', '/api/me/password', {
      currentPassword: 'x',
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { user } = await createTenant(test, ['user']);
    const response = await change(user, {
      currentPassword: 'not my password',
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: messages.currentPasswordWrong,
      field: 'currentPassword',
    });
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('refuses a confirmation that differs and a password that is too short', async () => {
    const { user } = await createTenant(test, ['user']);
    const mismatch = await change(user, {
      currentPassword: user.password,
      password: newPassword,
      confirmPassword: `${newPassword}!`,
    });
    expect(mismatch.json()).toEqual({
      code: 'validation',
      message: messages.passwordMismatch,
      field: 'confirmPassword',
    });
    const short = await change(user, {
      currentPassword: user.password,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.json()).toEqual({
      code: 'validation',
      message: messages.passwordTooShort,
      field: 'password',
    });
  });

  it('sets the new password, ends the other sessions and keeps the one that made the change', async () => {
    const { user } = await createTenant(test, ['user']);
    const elsewhere = await signIn(user.email, user.password);
    expect(elsewhere.cookie).toBeDefined();
    const response = await change(user, {
      currentPassword: user.password,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.passwordChanged });
    expect((await callApi(test, user.cookie, 'POST', '/api/vt')).statusCode).toBe(200);
    expect((await callApi(test, elsewhere.cookie, 'POST', '/api/vt')).statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, newPassword)).status).toBe(200);
  });

  it('leaves the sessions of other people alone', async () => {
    const first = await createTenant(test, ['user']);
    const second = await createTenant(test, ['user']);
    await change(first.user, {
      currentPassword: first.user.password,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect((await callApi(test, second.user.cookie, 'POST', '/api/vt')).statusCode).toBe(200);
  });
});
