import { allCapabilities, copyNameOf, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { addConnection, addView, type Connection } from '../../../test/view-fixtures.ts';

describe('POST /api/views/{id}/duplicate', () => {
  let test: TestApp;
  let admin: TestUser;
  let designer: TestUser;
  let member: TestUser;
  let connection: Connection;
  beforeAll(async () => {
    test = await createTestApp();
    ({ user: admin } = await createTenant(test, ['admin']));
    designer = await addUser(test, admin.accountId, ['designer']);
    member = await addUser(test, admin.accountId, ['user']);
    connection = await addConnection(test, admin.cookie);
  });
  afterAll(() => test.close());

  const duplicate = (user: TestUser, id: string) =>
    callApi(test, user.cookie, 'POST', `/api/views/${id}/duplicate`);
  const read = (id: string) => callApi(test, designer.cookie, 'GET', `/api/views/${id}`);

  it("copies the page as '{name} (copy)' with the same content, version 1 and no group", async () => {
    const original = await addView(test, designer.cookie, connection);
    const group = await addGroup(test, designer.cookie);
    await addToGroup(test, designer.cookie, group.uuid, { viewUuid: original.uuid });
    const response = await duplicate(designer, original.uuid);
    expect(response.statusCode).toBe(200);
    const copy = response.json();
    expect(copy).toEqual({ uuid: expect.any(String), name: `${original.name} (copy)` });
    expect(copy.uuid).not.toBe(original.uuid);
    expect((await read(copy.uuid)).json()).toEqual({
      ...original,
      uuid: copy.uuid,
      name: copy.name,
      version: 1,
      capabilities: allCapabilities,
    });
    const pages = (await callApi(test, designer.cookie, 'GET', '/api/views/overview')).json();
    expect(pages.find((page: { uuid: string }) => page.uuid === copy.uuid).groups).toEqual([]);
    expect((await read(original.uuid)).json()).toEqual({ ...original, capabilities: allCapabilities });
  });

  it('numbers the next copies, counting names in any case as taken', async () => {
    const original = await addView(test, designer.cookie, connection);
    await addView(test, designer.cookie, connection, { name: `${original.name} (COPY)`.toUpperCase() });
    const names: string[] = [];
    for (let index = 0; index < 3; index++) names.push((await duplicate(admin, original.uuid)).json().name);
    expect(names).toEqual([2, 3, 4].map((n) => `${original.name} (copy ${n})`));
    const ofCopy = await duplicate(
      admin,
      (await callApi(test, admin.cookie, 'GET', '/api/views'))
        .json()
        .find((view: { name: string }) => view.name === names[0]).uuid,
    );
    expect(ofCopy.json().name).toBe(`${names[0]} (copy)`);
  });

  it('shortens a long name so that the copy still fits a page name', async () => {
    const long = 'L'.repeat(200);
    const original = await addView(test, designer.cookie, connection, { name: long });
    const first = (await duplicate(designer, original.uuid)).json();
    const second = (await duplicate(designer, original.uuid)).json();
    expect(first.name).toBe(copyNameOf(long, 1));
    expect(second.name).toBe(copyNameOf(long, 2));
    expect(first.name).toHaveLength(200);
    expect(second.name.endsWith(' (copy 2)')).toBe(true);
  });

  it('gives each of several copies made at once a name of its own', async () => {
    const original = await addView(test, designer.cookie, connection);
    const answers = await Promise.all([1, 2, 3].map(() => duplicate(designer, original.uuid)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const names = answers.map((answer) => answer.json().name).sort();
    expect(names).toEqual([
      `${original.name} (copy 2)`,
      `${original.name} (copy 3)`,
      `${original.name} (copy)`,
    ]);
  });

  it("refuses a plain user with 403 and another account's admin with 404", async () => {
    const original = await addView(test, designer.cookie, connection);
    expect((await duplicate(member, original.uuid)).statusCode).toBe(403);
    const { user: stranger } = await createTenant(test);
    const foreign = await duplicate(stranger, original.uuid);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', message: messages.viewNotFound });
    const names = (await callApi(test, admin.cookie, 'GET', '/api/views'))
      .json()
      .map((v: { name: string }) => v.name);
    expect(names).not.toContain(`${original.name} (copy)`);
  });
});
