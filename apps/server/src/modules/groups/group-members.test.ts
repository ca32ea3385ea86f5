import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('users in a group', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function groupWithPerson() {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    const person = await addUser(test, accountId, ['user']);
    const group = await addGroup(test, designer.cookie);
    return { admin, designer, person, group, url: `/api/groups/${group.uuid}/users` };
  }

  it('adds a user of the account and lists them with userUuid and the nested user', async () => {
    const { designer, person, url } = await groupWithPerson();
    const entry = {
      userUuid: person.id,
      user: { uuid: person.id, firstName: 'Test', lastName: 'User', email: person.email },
    };
    const added = await callApi(test, designer.cookie, 'POST', url, { userUuid: person.id });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual(entry);
    expect((await callApi(test, designer.cookie, 'GET', url)).json()).toEqual([entry]);
  });

  it('refuses a user who is already in the group with 400', async () => {
    const { designer, person, url } = await groupWithPerson();
    await callApi(test, designer.cookie, 'POST', url, { userUuid: person.id });
    const again = await callApi(test, designer.cookie, 'POST', url, { userUuid: person.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'validation', message: messages.userAlreadyInGroup });
  });

  it("answers 404 for an unknown user and for another account's user", async () => {
    const { designer, url } = await groupWithPerson();
    const { user: stranger } = await createTenant(test);
    for (const userUuid of [randomUUID(), stranger.id]) {
      const response = await callApi(test, designer.cookie, 'POST', url, { userUuid });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: messages.userNotFound });
    }
    expect((await callApi(test, designer.cookie, 'GET', url)).json()).toEqual([]);
  });

  it('removes a user from the group, and answers 404 when they are not in it', async () => {
    const { admin, person, url } = await groupWithPerson();
    await callApi(test, admin.cookie, 'POST', url, { userUuid: person.id });
    const removed = await callApi(test, admin.cookie, 'DELETE', `${url}/${person.id}`);
    expect(removed.json()).toEqual({ message: messages.userRemovedFromGroup });
    expect((await callApi(test, admin.cookie, 'GET', url)).json()).toEqual([]);
    const again = await callApi(test, admin.cookie, 'DELETE', `${url}/${person.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: messages.userNotInGroup });
  });

  it('refuses users without the admin or designer role', async () => {
    const { person, url } = await groupWithPerson();
    expect((await callApi(test, person.cookie, 'GET', url)).statusCode).toBe(403);
    expect((await callApi(test, person.cookie, 'POST', url, { userUuid: person.id })).statusCode).toBe(403);
  });
});
