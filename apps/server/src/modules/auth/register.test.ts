import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditActions,
  newPerson,
  outboxLink,
  post,
  rowCounts,
  tokenOf,
} from '../../../test/auth-test-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('registration and activation', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  async function register(person = newPerson()) {
    const response = await post(test, '/api/register', person);
    expect(response.statusCode, response.body).toBe(200);
    return person;
  }

  const accountOf = (email: string) =>
    test.context.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['users.id', 'users.active', 'users.roles', 'accounts.name', 'accounts.name_key'])
      .where('users.email', '=', email)
      .executeTakeFirst();

  it('creates nothing until the link mailed from PUBLIC_URL is followed, then an owner with every role', async () => {
    const person = await register();
    expect(await accountOf(person.email)).toBeUndefined();
    const link = await outboxLink(test.dataDir, person.email, '/activate/');
    expect(link).toMatch(/^http:\/\/portal\.test\/activate\/[A-Za-z0-9_-]{43}$/);
    expect((await post(test, '/api/activateaccount', { accountUuid: tokenOf(link) })).statusCode).toBe(200);
    const user = await accountOf(person.email);
    expect(user).toMatchObject({
      active: 1,
      name: person.accountName,
      name_key: person.accountName.toLowerCase(),
    });
    expect(JSON.parse(user!.roles)).toEqual(['admin', 'designer', 'user']);
    expect(await auditActions(test.context.db, user!.id)).toContain('activate');
  });

  it('answers the registration with the success message', async () => {
    const response = await post(test, '/api/register', newPerson());
    expect(response.json()).toEqual({ message: messages.registerSuccess });
  });

  it('an account cannot sign in before it is activated, and can after', async () => {
    const person = await register();
    const credentials = { email: person.email, password: person.password, fingerprint: 'f' };
    const before = await post(test, '/api/login', credentials);
    expect(before.statusCode).toBe(401);
    expect(before.json()).toEqual({ code: 'unauthenticated', message: messages.invalidCredentials });

    const token = tokenOf(await outboxLink(test.dataDir, person.email, '/activate/'));
    const activated = await post(test, '/api/activateaccount', { accountUuid: token });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ message: messages.activated, email: person.email });
    const after = await post(test, '/api/login', credentials);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ email: person.email, roles: ['admin', 'designer', 'user'] });
  });

  it('an activation link works only once', async () => {
    const person = await register();
    const token = tokenOf(await outboxLink(test.dataDir, person.email, '/activate/'));
    expect((await post(test, '/api/activateaccount', { accountUuid: token })).statusCode).toBe(200);
    const again = await post(test, '/api/activateaccount', { accountUuid: token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'validation', message: messages.activationFailed });
  });

  it('an expired activation link is refused and creates no account', async () => {
    const person = await register();
    const token = tokenOf(await outboxLink(test.dataDir, person.email, '/activate/'));
    await test.context.db
      .updateTable('registrations')
      .set({ expires_at: Date.now() - 1 })
      .where('email', '=', person.email)
      .execute();
    const response = await post(test, '/api/activateaccount', { accountUuid: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.activationFailed);
    expect(await accountOf(person.email)).toBeUndefined();
  });

  it('an unknown activation token is refused', async () => {
    const response = await post(test, '/api/activateaccount', { accountUuid: 'not-a-real-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.activationFailed);
  });

  it("an activated account's name, in any letter case, is refused with a clear message", async () => {
    const first = await register();
    const link = await outboxLink(test.dataDir, first.email, '/activate/');
    expect((await post(test, '/api/activateaccount', { accountUuid: tokenOf(link) })).statusCode).toBe(200);
    const before = await rowCounts(test.context.db);
    const second = { ...newPerson(), accountName: `  ${first.accountName.toUpperCase()} ` };
    const response = await post(test, '/api/register', second);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      message: messages.accountNameTaken,
      field: 'accountName',
    });
    expect(await rowCounts(test.context.db)).toEqual(before);
  });
});
