import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { addConnection, addView, detailViewBody } from '../../../test/view-fixtures.ts';

const state = {
  search: JSON.stringify([{ label: 'Name', field: 'name', value: 'ann' }]),
  sort: 'name:desc',
  numbers: '[]',
};

describe('saved searches', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const url = (viewId: string, searchId?: string) =>
    `/api/views/${viewId}/saved-searches${searchId ? `/${searchId}` : ''}`;

  /** An account with a search page in a group of a plain user, and a second member of that group. */
  async function pageOfGroup() {
    const { accountId, user: admin } = await createTenant(test);
    const connection = await addConnection(test, admin.cookie);
    const view = await addView(test, admin.cookie, connection);
    const group = await addGroup(test, admin.cookie);
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: view.uuid });
    const member = await addUser(test, accountId, ['user']);
    const colleague = await addUser(test, accountId, ['user']);
    for (const user of [member, colleague])
      await addToGroup(test, admin.cookie, group.uuid, { userUuid: user.id });
    return { accountId, admin, connection, view, group, member, colleague };
  }

  const save = (user: TestUser, viewId: string, body: object) =>
    callApi(test, user.cookie, 'POST', url(viewId), body);

  it('saves the page state under a name, lists it, renames and deletes it', async () => {
    const { view, member } = await pageOfGroup();
    const created = await save(member, view.uuid, { name: ' Ann first ', state });
    expect(created.statusCode).toBe(200);
    const saved = created.json();
    expect(saved).toEqual({ uuid: expect.any(String), name: 'Ann first', state });
    expect((await callApi(test, member.cookie, 'GET', url(view.uuid))).json()).toEqual([saved]);

    const renamed = await callApi(test, member.cookie, 'PUT', url(view.uuid, saved.uuid), { name: 'Ann' });
    expect(renamed.json()).toEqual({ ...saved, name: 'Ann' });
    const home = await callApi(test, member.cookie, 'GET', '/api/saved-searches');
    expect(home.json()).toEqual([
      { ...saved, name: 'Ann', view: { uuid: view.uuid, name: view.name, type: 'search' } },
    ]);

    const deleted = await callApi(test, member.cookie, 'DELETE', url(view.uuid, saved.uuid));
    expect(deleted.statusCode).toBe(204);
    expect((await callApi(test, member.cookie, 'GET', url(view.uuid))).json()).toEqual([]);
    expect((await callApi(test, member.cookie, 'DELETE', url(view.uuid, saved.uuid))).statusCode).toBe(404);
  });

  it('keeps each person’s saved searches to themselves', async () => {
    const { view, member, colleague, admin } = await pageOfGroup();
    const mine = (await save(member, view.uuid, { name: 'Mine', state })).json();
    expect((await callApi(test, colleague.cookie, 'GET', url(view.uuid))).json()).toEqual([]);
    expect((await callApi(test, admin.cookie, 'GET', url(view.uuid))).json()).toEqual([]);
    expect((await callApi(test, colleague.cookie, 'GET', '/api/saved-searches')).json()).toEqual([]);
    for (const [method, body] of [
      ['PUT', { name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await callApi(test, colleague.cookie, method, url(view.uuid, mine.uuid), body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: messages.savedSearchNotFound });
    }
    // The same name is free for someone else.
    expect((await save(colleague, view.uuid, { name: 'Mine', state: {} })).statusCode).toBe(200);
    expect((await callApi(test, member.cookie, 'GET', url(view.uuid))).json()).toEqual([mine]);
  });

  it('refuses a name the person already uses on the page, in any case, on save and on rename', async () => {
    const { view, member } = await pageOfGroup();
    await save(member, view.uuid, { name: 'Open orders', state });
    const other = (await save(member, view.uuid, { name: 'Closed', state: {} })).json();
    const again = await save(member, view.uuid, { name: 'OPEN ORDERS', state: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'conflict',
      message: messages.savedSearchNameTaken,
      field: 'name',
    });
    const rename = await callApi(test, member.cookie, 'PUT', url(view.uuid, other.uuid), {
      name: 'open orders',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({
      code: 'conflict',
      message: messages.savedSearchNameTaken,
      field: 'name',
    });
  });

  it.each([
    ['no name', { state }, messages.savedSearchNameRequired, 'name'],
    ['a blank name', { name: '   ', state }, messages.savedSearchNameRequired, 'name'],
    [
      'a state with another parameter',
      { name: 'x', state: { search: '[]', page: '2' } },
      undefined,
      undefined,
    ],
    ['a state value that is not text', { name: 'x', state: { sort: 3 } }, undefined, undefined],
    [
      'a state too long to keep',
      { name: 'x', state: { search: 'x'.repeat(9000) } },
      messages.savedSearchStateTooLong,
      'state.search',
    ],
  ])('refuses %s with a 400', async (_case, body, message, field) => {
    const { view, member } = await pageOfGroup();
    const response = await save(member, view.uuid, body);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toEqual({ code: 'validation', message, field });
    else expect(response.json()).toMatchObject({ code: 'validation', message: expect.any(String) });
  });

  it('only for a search page the caller can open', async () => {
    const { accountId, admin, connection, view } = await pageOfGroup();
    const outsider = await addUser(test, accountId, ['user']);
    const refused = await save(outsider, view.uuid, { name: 'Nope', state });
    expect(refused.statusCode).toBe(404);
    expect((await callApi(test, outsider.cookie, 'GET', url(view.uuid))).statusCode).toBe(404);
    const otherAccount = (await createTenant(test)).user;
    expect((await save(otherAccount, view.uuid, { name: 'Nope', state })).statusCode).toBe(404);
    expect((await save(admin, randomUUID(), { name: 'Nope', state })).statusCode).toBe(404);
    const detail = await callApi(test, admin.cookie, 'POST', '/api/views', detailViewBody(connection));
    const onDetail = await save(admin, detail.json().uuid, { name: 'Nope', state });
    expect(onDetail.json()).toEqual({ code: 'validation', message: messages.savedSearchOnlySearchPages });
    expect((await callApi(test, undefined, 'GET', url(view.uuid))).statusCode).toBe(401);
  });

  it('leaves Home once the person can no longer open the page', async () => {
    const { admin, view, group, member } = await pageOfGroup();
    await save(member, view.uuid, { name: 'Kept', state });
    await callApi(test, admin.cookie, 'DELETE', `/api/groups/${group.uuid}/views/${view.uuid}`);
    expect((await callApi(test, member.cookie, 'GET', '/api/saved-searches')).json()).toEqual([]);
  });

  it('goes with its view and with its owner', async () => {
    const { view, member, colleague } = await pageOfGroup();
    await save(member, view.uuid, { name: 'Mine', state });
    await save(colleague, view.uuid, { name: 'Theirs', state });
    const count = async () =>
      (
        await test.context.db
          .selectFrom('saved_searches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('view_id', '=', view.uuid)
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await count())).toBe(2);
    await test.context.db.deleteFrom('users').where('id', '=', member.id).execute();
    expect(Number(await count())).toBe(1);
    await test.context.db.deleteFrom('views').where('id', '=', view.uuid).execute();
    expect(Number(await count())).toBe(0);
  });
});
