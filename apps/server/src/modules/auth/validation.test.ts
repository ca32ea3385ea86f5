import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, post, rowCounts } from '../../../test/auth-test-support.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

const long = 'x'.repeat(5000);

describe('malformed authentication calls', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await createTenant(test);
  });
  afterAll(() => test.close());

  async function expectRefused(url: string, payload: unknown, message: string | RegExp) {
    const before = await rowCounts(test.context.db);
    const response = await post(test, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation');
    expect(body.message).toMatch(message);
    expect(await rowCounts(test.context.db)).toEqual(before);
  }

  it('a registration with a missing field is refused as Required and stores nothing', async () => {
    for (const field of ['accountName', 'email', 'firstName', 'lastName', 'password', 'confirmPassword']) {
      const person: Record<string, string> = newPerson();
      delete person[field];
      await expectRefused('/api/register', person, messages.required);
    }
  });

  it('a registration with blank names is refused as Required', async () => {
    await expectRefused('/api/register', { ...newPerson(), accountName: '   ' }, messages.required);
    await expectRefused('/api/register', { ...newPerson(), firstName: '' }, messages.required);
  });

  it('a registration with a number, array or object where text belongs is refused', async () => {
    await expectRefused('/api/register', { ...newPerson(), accountName: 42 }, 'accountName: must be text');
    await expectRefused('/api/register', { ...newPerson(), email: ['a@example.com'] }, 'email: must be text');
    await expectRefused('/api/register', { ...newPerson(), lastName: { x: 1 } }, 'lastName: must be text');
    await expectRefused(
      '/api/register',
      { ...newPerson(), password: [long, long] },
      'password: must be text',
    );
  });

  it('a registration with oversized text is refused', async () => {
    await expectRefused('/api/register', { ...newPerson(), accountName: long }, 'At most 200 characters.');
    await expectRefused('/api/register', { ...newPerson(), email: `${long}@example.com` }, /At most 254/);
    const huge = 'p'.repeat(2000);
    await expectRefused(
      '/api/register',
      { ...newPerson(), password: huge, confirmPassword: huge },
      /At most/,
    );
  });

  it('a registration with an invalid e-mail, a short password or a different confirmation is refused', async () => {
    await expectRefused('/api/register', { ...newPerson(), email: 'not-an-email' }, messages.invalidEmail);
    await expectRefused(
      '/api/register',
      { ...newPerson(), password: 'short', confirmPassword: 'short' },
      messages.passwordTooShort,
    );
    await expectRefused(
      '/api/register',
      { ...newPerson(), confirmPassword: 'something else entirely' },
      messages.passwordMismatch,
    );
  });

  it('a call without a body is refused with a message, never a server error', async () => {
    for (const url of ['/api/register', '/api/login', '/api/forgotpassword', '/api/resetpassword']) {
      await expectRefused(url, undefined, /\S/);
    }
  });

  it('a login with missing, mistyped or oversized fields is refused', async () => {
    await expectRefused('/api/login', { password: 'whatever password' }, messages.required);
    await expectRefused('/api/login', { email: 'a@example.com' }, messages.required);
    await expectRefused(
      '/api/login',
      { email: 'a@example.com', password: 12345678 },
      'password: must be text',
    );
    await expectRefused(
      '/api/login',
      { email: 'a@example.com', password: 'x', fingerprint: [1] },
      /fingerprint/,
    );
    await expectRefused(
      '/api/login',
      { email: 'a@example.com', password: long, fingerprint: 'f' },
      /At most/,
    );
  });

  it('the link calls refuse missing, mistyped and oversized tokens', async () => {
    await expectRefused('/api/activateaccount', {}, messages.required);
    await expectRefused('/api/activateaccount', { accountUuid: ['x'] }, 'accountUuid: must be text');
    await expectRefused('/api/checkresetpassword', { uuid: long }, /At most 512/);
    await expectRefused('/api/forgotpassword', { email: 7 }, 'email: must be text');
    await expectRefused(
      '/api/resetpassword',
      { resetPwdUuid: 'token', password: 'a long enough password', confirmPassword: 'another one here' },
      messages.passwordMismatch,
    );
    await expectRefused(
      '/api/resetpassword',
      { password: 'a long enough password', confirmPassword: 'a long enough password' },
      messages.required,
    );
  });
});
