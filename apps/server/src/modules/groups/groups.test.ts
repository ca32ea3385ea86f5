import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('groups', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('creates a group and lists the groups of the account by name', async () => {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    const response = await callApi(test, designer.cookie, 'POST', '/api/groups', { name: ' Sales ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ uuid: expect.any(String), name: 'Sales' });
    const accounting = await addGroup(test, admin.cookie, 'Accounting');
    await addGroup(test, (await createTenant(test)).user.cookie, 'Elsewhere');
    const list = await callApi(test, admin.cookie, 'GET', '/api/groups');
    expect(list.json()).toEqual([accounting, response.json()]);
  });

  it.each([
    ['a blank name', { name: '  ' }],
    ['no name', {}],
  ])('refuses %s', async (_case, body) => {
    const { user: admin } = await createTenant(test);
    const response = await callApi(test, admin.cookie, 'POST', '/api/groups', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: messages.groupNameRequired,
      field: 'name',
    });
  });

  it('refuses a second group of the same name in any case', async () => {
    const { user: admin } = await createTenant(test);
    await addGroup(test, admin.cookie, 'Sales');
    const response = await callApi(test, admin.cookie, 'POST', '/api/groups', { name: 'SALES' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: messages.groupNameTaken, field: 'name' });
  });

  it('allows the same group name in another account', async () => {
    await addGroup(test, (await createTenant(test)).user.cookie, 'Support');
    await expect(addGroup(test, (await createTenant(test)).user.cookie, 'Support')).resolves.toBeDefined();
  });

  it('deletes a group of the account', async () => {
    const { user: admin } = await createTenant(test);
    const group = await addGroup(test, admin.cookie);
    const response = await callApi(test, admin.cookie, 'DELETE', `/api/groups/${group.uuid}`);
    expect(response.json()).toEqual({ message: messages.groupDeleted });
    expect((await callApi(test, admin.cookie, 'GET', '/api/groups')).json()).toEqual([]);
  });

  it("answers 404 for another account's group on every group route", async () => {
    const { accountId, user: admin } = await createTenant(test);
    const person = await addUser(test, accountId, ['user']);
    const group = await addGroup(test, admin.cookie);
    const { user: otherAdmin } = await createTenant(test);
    const base = `/api/groups/${group.uuid}`;
    const anyView = randomUUID();
    const calls = [
      ['GET', `${base}/users`],
      ['POST', `${base}/users`, { userUuid: person.id }],
      ['DELETE', `${base}/users/${person.id}`],
      ['GET', `${base}/views`],
      ['POST', `${base}/views`, { viewUuid: anyView }],
      ['DELETE', `${base}/views/${anyView}`],
      ['DELETE', base],
    ] as const;
    for (const [method, url, body] of calls) {
      const response = await callApi(test, otherAdmin.cookie, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: messages.groupNotFound });
    }
    expect((await callApi(test, admin.cookie, 'GET', '/api/groups')).json()).toEqual([group]);
  });
});
