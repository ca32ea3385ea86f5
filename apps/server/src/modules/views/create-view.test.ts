import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup } from '../../../test/group-fixtures.ts';
import { callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addConnection, detailViewBody, searchViewBody } from '../../../test/view-fixtures.ts';

describe('POST /api/views', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function designerWithConnection() {
    const { accountId, user: admin } = await createTenant(test);
    const designer = await addUser(test, accountId, ['designer']);
    return { admin, designer, connection: await addConnection(test, admin.cookie) };
  }

  it('creates a search view at version 1 and puts it in the chosen group', async () => {
    const { designer, connection } = await designerWithConnection();
    const group = await addGroup(test, designer.cookie);
    const content = searchViewBody(connection);
    const body = { ...content, groupUuid: group.uuid };
    const response = await callApi(test, designer.cookie, 'POST', '/api/views', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...content, uuid: expect.any(String), version: 1 });
    const inGroup = await callApi(test, designer.cookie, 'GET', `/api/groups/${group.uuid}/views`);
    expect(inGroup.json().map((entry: { viewUuid: string }) => entry.viewUuid)).toEqual([
      response.json().uuid,
    ]);
  });

  it("creates a detail view and reads it back as it was sent, with each dataset's real server name", async () => {
    const { designer, connection } = await designerWithConnection();
    const body = detailViewBody(connection);
    body.metadata.datasets[0].serverName = 'whatever the page said';
    const created = await callApi(test, designer.cookie, 'POST', '/api/views', body);
    expect(created.statusCode).toBe(200);
    const server = (await callApi(test, designer.cookie, 'GET', `/api/servers/${connection.server}`)).json();
    const read = await callApi(test, designer.cookie, 'GET', `/api/views/${created.json().uuid}`);
    const datasets = [{ ...body.metadata.datasets[0], serverName: server.name }];
    expect(read.json()).toEqual({
      ...body,
      metadata: { ...body.metadata, datasets },
      uuid: created.json().uuid,
      version: 1,
    });
    expect(created.json().metadata.datasets[0].serverName).toBe(server.name);
  });

  it("gives a blank title the product's default 'Untitled View'", async () => {
    const { designer, connection } = await designerWithConnection();
    const body = searchViewBody(connection);
    body.metacontent.title = '  ';
    const response = await callApi(test, designer.cookie, 'POST', '/api/views', body);
    expect(response.json().metacontent.title).toBe(messages.untitledView);
  });

  it("answers 409 'View already exists' for a name taken in the account, in any case", async () => {
    const { designer, connection } = await designerWithConnection();
    await callApi(
      test,
      designer.cookie,
      'POST',
      '/api/views',
      searchViewBody(connection, { name: 'Customers' }),
    );
    const again = searchViewBody(connection, { name: 'CUSTOMERS' });
    const response = await callApi(test, designer.cookie, 'POST', '/api/views', again);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: messages.viewExists, field: 'name' });
  });

  it('allows a name another account uses', async () => {
    const first = await designerWithConnection();
    const second = await designerWithConnection();
    const name = { name: 'Orders' };
    await callApi(test, first.designer.cookie, 'POST', '/api/views', searchViewBody(first.connection, name));
    const response = await callApi(
      test,
      second.designer.cookie,
      'POST',
      '/api/views',
      searchViewBody(second.connection, name),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a blank name', { name: ' ' }, messages.viewNameRequired, 'name'],
    ['an unknown type', { type: 'chart' }, messages.invalidViewType, 'type'],
    ['no server', { metadata: { endpoint: randomUUID() } }, messages.serverNotSelected, 'metadata.server'],
    [
      'no endpoint',
      { metadata: { server: randomUUID() } },
      messages.endpointNotSelected,
      'metadata.endpoint',
    ],
    [
      'a server id that is no UUID',
      { metadata: { server: 'x', endpoint: randomUUID() } },
      messages.invalidId,
      'metadata.server',
    ],
  ])('refuses %s', async (_case, change, message, field) => {
    const { designer, connection } = await designerWithConnection();
    const response = await callApi(
      test,
      designer.cookie,
      'POST',
      '/api/views',
      searchViewBody(connection, change),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message, field });
  });

  it('refuses a search view without its columns list', async () => {
    const { designer, connection } = await designerWithConnection();
    const body = searchViewBody(connection, { metacontent: { title: 'T', columns: 'name' } });
    const response = await callApi(test, designer.cookie, 'POST', '/api/views', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'Invalid input: expected array, received string',
      field: 'metacontent.columns',
    });
  });

  it('names the server or endpoint that does not exist in the account', async () => {
    const { designer, connection } = await designerWithConnection();
    const other = await designerWithConnection();
    const foreignServer = { server: other.connection.server, endpoint: connection.endpoint };
    const noServer = await callApi(
      test,
      designer.cookie,
      'POST',
      '/api/views',
      searchViewBody(foreignServer),
    );
    expect(noServer.json()).toEqual({
      code: 'validation',
      message: `${messages.viewServerNotFound} ${other.connection.server}`,
    });
    const foreignEndpoint = { server: connection.server, endpoint: other.connection.endpoint };
    const noEndpoint = await callApi(
      test,
      designer.cookie,
      'POST',
      '/api/views',
      searchViewBody(foreignEndpoint),
    );
    expect(noEndpoint.json()).toEqual({
      code: 'validation',
      message: `${messages.viewEndpointNotFound} ${other.connection.endpoint}`,
    });
  });

  it('refuses a group of another account and creates nothing', async () => {
    const { designer, connection } = await designerWithConnection();
    const other = await designerWithConnection();
    const foreignGroup = await addGroup(test, other.designer.cookie);
    const body = searchViewBody(connection, { groupUuid: foreignGroup.uuid });
    const response = await callApi(test, designer.cookie, 'POST', '/api/views', body);
    expect(response.json()).toEqual({ code: 'validation', message: messages.groupNotFound });
    expect((await callApi(test, designer.cookie, 'GET', '/api/views')).json()).toEqual([]);
  });
});
