import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addConnection, addView } from '../../../test/view-fixtures.ts';

describe('views in a group', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function groupAndView() {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    const view = await addView(test, designer.cookie, await addConnection(test, admin.cookie));
    const group = await addGroup(test, designer.cookie);
    return { admin, designer, view, url: `/api/groups/${group.uuid}/views` };
  }

  it('adds a view of the account and lists it with viewUuid and the nested view', async () => {
    const { designer, view, url } = await groupAndView();
    const entry = { viewUuid: view.uuid, view: { uuid: view.uuid, name: view.name, type: 'search' } };
    const added = await callApi(test, designer.cookie, 'POST', url, { viewUuid: view.uuid });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual(entry);
    expect((await callApi(test, designer.cookie, 'GET', url)).json()).toEqual([{ ...entry, reachable: [] }]);
  });

  it('refuses a view that is already in the group with 400', async () => {
    const { designer, view, url } = await groupAndView();
    await callApi(test, designer.cookie, 'POST', url, { viewUuid: view.uuid });
    const again = await callApi(test, designer.cookie, 'POST', url, { viewUuid: view.uuid });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'validation', message: messages.viewAlreadyInGroup });
  });

  it("answers 404 for an unknown view and for another account's view", async () => {
    const { designer, url } = await groupAndView();
    const elsewhere = await groupAndView();
    for (const viewUuid of [randomUUID(), elsewhere.view.uuid]) {
      const response = await callApi(test, designer.cookie, 'POST', url, { viewUuid });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: messages.viewNotFound });
    }
  });

  it('removes a view from the group, and answers 404 when it is not in it', async () => {
    const { admin, view, url } = await groupAndView();
    await callApi(test, admin.cookie, 'POST', url, { viewUuid: view.uuid });
    const removed = await callApi(test, admin.cookie, 'DELETE', `${url}/${view.uuid}`);
    expect(removed.json()).toEqual({ message: messages.viewRemovedFromGroup });
    expect((await callApi(test, admin.cookie, 'GET', url)).json()).toEqual([]);
    const again = await callApi(test, admin.cookie, 'DELETE', `${url}/${view.uuid}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: messages.viewNotInGroup });
  });
});
