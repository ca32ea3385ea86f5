import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('DELETE /api/users/{id}', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('removes the user, who is signed out on their next request', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const person = await addUser(test, accountId, ['user']);
    const response = await callApi(test, admin.cookie, 'DELETE', `/api/users/${person.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.userDeleted });
    expect((await callApi(test, person.cookie, 'GET', '/api/myviews')).statusCode).toBe(401);
    const list = (await callApi(test, admin.cookie, 'GET', '/api/users')).json();
    expect(list.map((entry: { uuid: string }) => entry.uuid)).toEqual([admin.id]);
  });

  it('refuses to let admins delete themselves', async () => {
    const { user: admin } = await createTenant(test);
    const response = await callApi(test, admin.cookie, 'DELETE', `/api/users/${admin.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message: messages.cannotDeleteSelf });
  });

  it("answers 404 for another account's user, who stays", async () => {
    const { accountId } = await createTenant(test);
    const person = await addUser(test, accountId, ['user']);
    const { user: otherAdmin } = await createTenant(test);
    const response = await callApi(test, otherAdmin.cookie, 'DELETE', `/api/users/${person.id}`);
    expect(response.statusCode).toBe(404);
    expect((await callApi(test, person.cookie, 'GET', '/api/myviews')).statusCode).toBe(200);
  });
});
