import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTenant, createTestApp, type TestApp, type TestUser } from './test-app.ts';

/**
 * A refusal about one input names it in `field` (a dotted path into the body sent), beside the code
 * and the message that stay as they were, so a form shows it under that input without reading the
 * message; a refusal about no one input carries no field.
 */
describe('refusals name the input they are about', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const call = (user: TestUser, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: apiHeaders(user.cookie), ...(payload ? { payload } : {}) });

  const newUser = (email: string) => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    active: true,
    roles: ['user'],
    custom1: '',
    custom2: '',
    custom3: '',
    settings: { addons: { embed: 0 } },
  });

  it('names the name of a group already taken, and of a group without one', async () => {
    const { user: admin } = await createTenant(test);
    expect((await call(admin, 'POST', '/api/groups', { name: 'Sales' })).statusCode).toBe(200);
    const taken = await call(admin, 'POST', '/api/groups', { name: 'SALES' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'conflict', message: messages.groupNameTaken, field: 'name' });
    const blank = await call(admin, 'POST', '/api/groups', { name: ' ' });
    expect(blank.json()).toEqual({ code: 'validation', message: messages.groupNameRequired, field: 'name' });
  });

  it('names the e-mail of a user already registered, and a malformed or missing one', async () => {
    const { user: admin } = await createTenant(test);
    const taken = await call(admin, 'POST', '/api/users', newUser(admin.email.toUpperCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'conflict', message: messages.emailTaken, field: 'email' });
    const malformed = await call(admin, 'POST', '/api/users', newUser('grace.example.com'));
    expect(malformed.json()).toEqual({ code: 'validation', message: messages.invalidEmail, field: 'email' });
    const { email: _left, ...withoutEmail } = newUser('');
    const missing = await call(admin, 'POST', '/api/users', withoutEmail);
    expect(missing.json()).toEqual({ code: 'validation', message: messages.emailRequired, field: 'email' });
  });

  it('names a server URL that is not http(s) by its path in the body, and a name already taken', async () => {
    const { user: admin } = await createTenant(test);
    const invalid = await call(admin, 'POST', '/api/servers', {
      name: 'Billing',
      settings: { url: 'ftp://billing.example' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: 'validation',
      message: messages.invalidServerUrl,
      field: 'settings.url',
    });
    const server = { name: 'Billing', settings: { url: 'https://billing.example/api/' } };
    expect((await call(admin, 'POST', '/api/servers', server)).statusCode).toBe(200);
    const taken = await call(admin, 'POST', '/api/servers', server);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'conflict',
      message: messages.duplicateServerName,
      field: 'name',
    });
  });

  it('names the password that breaks a rule and the current password that is wrong', async () => {
    const { user } = await createTenant(test);
    const short = await call(user, 'POST', '/api/me/password', {
      currentPassword: user.password,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: 'validation',
      message: messages.passwordTooShort,
      field: 'password',
    });
    const wrong = await call(user, 'POST', '/api/me/password', {
      currentPassword: 'not the password',
      password: 'a long new password',
      confirmPassword: 'a long new password',
    });
    expect(wrong.json()).toEqual({
      code: 'validation',
      message: messages.currentPasswordWrong,
      field: 'currentPassword',
    });
  });

  it('names no field when the refusal is about no one input', async () => {
    const { user: admin } = await createTenant(test);
    const self = await call(admin, 'DELETE', `/api/users/${admin.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: 'validation', message: messages.cannotDeleteSelf });
    const missing = await call(admin, 'DELETE', '/api/groups/00000000-0000-4000-8000-000000000000');
    expect(missing.json()).toEqual({ code: 'not_found', message: messages.groupNotFound });
  });
});
