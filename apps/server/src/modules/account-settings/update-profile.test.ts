import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('PUT /api/me', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('refuses a signed-out caller', async () => {
    const response = await callApi(test, undefined, 'PUT', '/api/me', { firstName: 'Ada', lastName: 'King' });
    expect(response.statusCode).toBe(401);
  });

  it('names the missing first or last name with the users admin messages', async () => {
    const { user } = await createTenant(test, ['user']);
    const noFirst = await callApi(test, user.cookie, 'PUT', '/api/me', { firstName: ' ', lastName: 'King' });
    expect(noFirst.statusCode).toBe(400);
    expect(noFirst.json()).toEqual({
      code: 'validation',
      message: messages.firstNameRequired,
      field: 'firstName',
    });
    const noLast = await callApi(test, user.cookie, 'PUT', '/api/me', { firstName: 'Ada' });
    expect(noLast.json()).toEqual({
      code: 'validation',
      message: messages.lastNameRequired,
      field: 'lastName',
    });
  });

  it('renames the caller and answers the session user with the new names', async () => {
    const { user } = await createTenant(test, ['user', 'designer']);
    const response = await callApi(test, user.cookie, 'PUT', '/api/me', {
      firstName: ' Ada ',
      lastName: 'King',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uuid: user.id,
      firstName: 'Ada',
      lastName: 'King',
      email: user.email,
      roles: ['user', 'designer'],
      settings: { addons: { embed: 0 } },
      abilities: {
        openAdminScreens: false,
        openDesignerScreens: true,
        openUserPages: true,
        designPages: true,
        listPeople: true,
        managePeople: false,
        readServers: true,
        manageServers: false,
        buildPages: true,
        readAuditLog: false,
      },
    });
    const session = await callApi(test, user.cookie, 'POST', '/api/vt');
    expect(session.json()).toMatchObject({ firstName: 'Ada', lastName: 'King' });
  });

  it('changes only the caller, never roles or another person named in the body', async () => {
    const { accountId, user } = await createTenant(test, ['user']);
    const colleague = await addUser(test, accountId, ['user']);
    const response = await callApi(test, user.cookie, 'PUT', '/api/me', {
      firstName: 'Ada',
      lastName: 'King',
      uuid: colleague.id,
      roles: ['admin'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uuid: user.id, roles: ['user'] });
    const other = await callApi(test, colleague.cookie, 'POST', '/api/vt');
    expect(other.json()).toMatchObject({ firstName: 'Test', lastName: 'User' });
  });
});
