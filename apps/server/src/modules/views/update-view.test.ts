import { allCapabilities, messages, type View } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addConnection, addView } from '../../../test/view-fixtures.ts';

describe('PUT /api/views/{id}', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function designerWithView() {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    const connection = await addConnection(test, admin.cookie);
    return { admin, designer, connection, view: await addView(test, designer.cookie, connection) };
  }

  const save = (cookie: string, view: View) => callApi(test, cookie, 'PUT', `/api/views/${view.uuid}`, view);
  const withTitle = (view: View, title: string) =>
    ({ ...view, metacontent: { ...view.metacontent, title } }) as View;

  it('saves the whole view and answers it with the next version', async () => {
    const { designer, view } = await designerWithView();
    const changed = { ...withTitle(view, 'Key customers'), name: 'Key accounts' };
    const response = await save(designer.cookie, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...changed, version: 2 });
    const read = await callApi(test, designer.cookie, 'GET', `/api/views/${view.uuid}`);
    expect(read.json()).toEqual({ ...changed, version: 2, capabilities: allCapabilities });
  });

  it('answers 409 to a save over a version someone else already saved', async () => {
    const { admin, designer, view } = await designerWithView();
    expect((await save(admin.cookie, withTitle(view, 'First'))).statusCode).toBe(200);
    const stale = await save(designer.cookie, withTitle(view, 'Second'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'stale_version', message: messages.staleViewVersion });
    const read = await callApi(test, designer.cookie, 'GET', `/api/views/${view.uuid}`);
    expect(read.json()).toMatchObject({ version: 2, metacontent: { title: 'First' } });
  });

  it('lets exactly one of two concurrent saves of the same version through', async () => {
    const { admin, designer, view } = await designerWithView();
    const answers = await Promise.all([
      save(admin.cookie, withTitle(view, 'One')),
      save(designer.cookie, withTitle(view, 'Two')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("answers 409 'View already exists' when renamed to another view's name", async () => {
    const { designer, connection, view } = await designerWithView();
    const other = await addView(test, designer.cookie, connection);
    const response = await save(designer.cookie, { ...view, name: other.name.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: messages.viewExists, field: 'name' });
  });

  it('refuses to turn a search view into a detail view', async () => {
    const { designer, view } = await designerWithView();
    const detail = {
      ...view,
      type: 'detail',
      metacontent: { title: { dataset: 'main', field: 'name' }, contextual: [], panels: [] },
      metadata: { ...view.metadata, datasets: [] },
    } as unknown as View;
    const response = await save(designer.cookie, detail);
    expect(response.json()).toEqual({ code: 'validation', message: messages.viewTypeCannotChange });
  });

  it("answers 404 for another account's view and leaves it as it was", async () => {
    const { designer, view } = await designerWithView();
    const { user: otherAdmin } = await createTenant(test);
    const response = await save(otherAdmin.cookie, withTitle(view, 'Taken over'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: messages.viewNotFound });
    const read = await callApi(test, designer.cookie, 'GET', `/api/views/${view.uuid}`);
    expect(read.json()).toEqual({ ...view, capabilities: allCapabilities });
  });

  it('refuses users without the designer or admin role', async () => {
    const { admin, view } = await designerWithView();
    const person = await addUser(test, admin.accountId, ['user']);
    expect((await save(person.cookie, view)).statusCode).toBe(403);
  });
});
