import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/users', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it("lists only the caller's account, in full for an admin", async () => {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    await createTenant(test);
    const response = await callApi(test, admin.cookie, 'GET', '/api/users');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((entry: { uuid: string }) => entry.uuid).sort()).toEqual([admin.id, designer.id].sort());
    expect(list.find((entry: { uuid: string }) => entry.uuid === designer.id)).toEqual({
      uuid: designer.id,
      firstName: 'Test',
      lastName: 'User',
      email: designer.email,
      active: true,
      roles: ['designer'],
      custom1: '',
      custom2: '',
      custom3: '',
      lastAccess: null,
      settings: { addons: { embed: 0 } },
      invitationPending: false,
    });
  });

  it('shows a designer only what filling groups needs', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    const response = await callApi(test, designer.cookie, 'GET', '/api/users');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      uuid: admin.id,
      firstName: 'Test',
      lastName: 'User',
      email: admin.email,
    });
    for (const entry of response.json())
      expect(Object.keys(entry).sort()).toEqual(['email', 'firstName', 'lastName', 'uuid']);
  });

  it('refuses a user who is neither admin nor designer', async () => {
    const { accountId } = await createTenant(test);
    const person = await addUser(test, accountId, ['user']);
    expect((await callApi(test, person.cookie, 'GET', '/api/users')).statusCode).toBe(403);
  });
});
