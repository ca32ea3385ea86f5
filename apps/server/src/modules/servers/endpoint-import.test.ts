import { type Endpoint, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogApi31Yaml, petsSwagger20, usersApi30 } from '../../../test/openapi-documents.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('importing endpoints from an OpenAPI document', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function serverOfNewTenant(settings: object = { url: 'https://api.example.com/v1' }) {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie, { settings });
    const endpoints = `/api/servers/${server.uuid}/endpoints`;
    const importInto = (body: object) => callApi(test, user.cookie, 'POST', `${endpoints}/import`, body);
    const list = async (): Promise<Endpoint[]> =>
      (await callApi(test, user.cookie, 'GET', endpoints)).json().sort(byName);
    const settingsOf = async (name: string) =>
      (await list()).find((endpoint) => endpoint.name === name)?.settings;
    return { user, server, endpoints, importInto, list, settingsOf };
  }

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const names = (entries: Array<{ name: string }>) =>
    entries.map((entry) => entry.name).sort((a, b) => a.localeCompare(b));

  it('turns the GET operations of an OpenAPI 3.0 document into endpoints and skips the others', async () => {
    const { importInto, list } = await serverOfNewTenant();
    const response = await importInto({ document: usersApi30() });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(names(result.created)).toEqual(['One user', 'Orders', 'Users']);
    expect(result.updated).toEqual([]);
    expect(result.unchanged).toEqual([]);
    expect(result.skipped).toEqual([{ operation: 'POST /users', reason: messages.importSkipMethod }]);

    const endpoints = await list();
    expect(endpoints.map(({ name, settings }) => ({ name, settings }))).toEqual([
      {
        name: 'One user',
        settings: {
          url: 'users/$(userId)',
          method: 'GET',
          response: 'record',
          params: [],
          bodyParams: [],
          headers: [],
        },
      },
      {
        name: 'Orders',
        settings: {
          url: 'orders',
          method: 'GET',
          response: 'record',
          params: [{ name: 'page' }],
          bodyParams: [],
          headers: [],
        },
      },
      {
        name: 'Users',
        settings: {
          url: 'users',
          method: 'GET',
          response: 'list',
          params: [{ name: 'search' }],
          bodyParams: [],
          headers: [],
        },
      },
    ]);
    expect(result.created.map((entry: { uuid: string }) => entry.uuid).sort()).toEqual(
      endpoints.map((endpoint) => endpoint.uuid).sort(),
    );
  });

  it("reads a list where a rest server's convention puts the rows", async () => {
    const { settingsOf, importInto } = await serverOfNewTenant({
      url: 'https://api.example.com/v1',
      adapter: 'rest',
      rest: { preset: 'django-rest-framework' },
    });
    expect((await importInto({ document: usersApi30() })).statusCode).toBe(200);
    // DRF answers {count, next, previous, results}: the paged orders are a list there.
    expect((await settingsOf('Orders'))?.response).toBe('list');
    expect((await settingsOf('Users'))?.response).toBe('list');
    expect((await settingsOf('One user'))?.response).toBe('record');
  });

  it('imports OpenAPI 3.1 sent as YAML text, with the server variable and base path taken off the URLs', async () => {
    const { importInto, list } = await serverOfNewTenant({ url: 'https://catalog.example.com/api' });
    const response = await importInto({ text: catalogApi31Yaml });
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response.json().created)).toEqual(['Product', 'Products']);
    expect(response.json().skipped).toEqual([
      { operation: 'DELETE /products/{sku}', reason: messages.importSkipMethod },
    ]);
    const endpoints = await list();
    expect(
      endpoints.map(({ name, settings }) => [name, settings.url, settings.response, settings.params]),
    ).toEqual([
      ['Product', 'v2/products/$(sku)', 'record', []],
      ['Products', 'v2/products', 'list', [{ name: 'category' }, { name: 'limit' }]],
    ]);
  });

  it('imports Swagger 2.0, as an object and as JSON text alike', async () => {
    for (const body of [{ document: petsSwagger20 }, { text: JSON.stringify(petsSwagger20, null, 2) }]) {
      const { importInto, list } = await serverOfNewTenant({ url: 'https://pets.example.com/v1/' });
      const response = await importInto(body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().skipped).toEqual([
        { operation: 'PUT /pets/{id}', reason: messages.importSkipMethod },
      ]);
      const endpoints = await list();
      expect(
        endpoints.map(({ name, settings }) => [name, settings.url, settings.response, settings.params]),
      ).toEqual([
        ['Pet', 'pets/$(id)', 'record', []],
        ['Pets', 'pets', 'list', [{ name: 'tags' }, { name: 'limit' }]],
      ]);
    }
  });

  it('imports the same document again without duplicating, and updates what changed', async () => {
    const { user, server, importInto, list, settingsOf } = await serverOfNewTenant();
    const first = (await importInto({ document: usersApi30() })).json();
    const again = await importInto({ document: usersApi30() });
    expect({ ...again.json(), unchanged: again.json().unchanged.sort(byName) }).toEqual({
      created: [],
      updated: [],
      unchanged: first.created.sort(byName),
      skipped: first.skipped,
    });
    expect(again.json().unchanged).toHaveLength(3);

    // An admin gives the orders endpoint a fixed page size of their own, and adds an endpoint.
    const orders = (await list()).find((endpoint) => endpoint.name === 'Orders')!;
    const put = await callApi(
      test,
      user.cookie,
      'PUT',
      `/api/servers/${server.uuid}/endpoints/${orders.uuid}`,
      {
        name: 'Orders',
        settings: { url: 'orders', params: [{ name: 'page' }, { name: 'size', value: '25' }] },
      },
    );
    expect(put.statusCode).toBe(200);
    const own = await addEndpoint(test, user.cookie, server.uuid, {
      name: 'Stats',
      settings: { url: 'stats' },
    });

    // The API's next version filters orders by status and renames the user operation.
    const next = usersApi30({ ordersParams: ['page', 'status'] });
    next.paths['/users/{userId}'].get.summary = 'User by id';
    const response = await importInto({ document: next });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.created).toEqual([]);
    expect(names(result.updated)).toEqual(['Orders', 'User by id']);
    expect(names(result.unchanged)).toEqual(['Users']);

    const endpoints = await list();
    expect(names(endpoints)).toEqual(['Orders', 'Stats', 'User by id', 'Users']);
    expect(endpoints.find((endpoint) => endpoint.name === 'Stats')?.uuid).toBe(own.uuid);
    expect((await settingsOf('Orders'))?.params).toEqual([
      { name: 'page' },
      { name: 'size', value: '25' },
      { name: 'status' },
    ]);
    expect((await settingsOf('User by id'))?.url).toBe('users/$(userId)');
  });

  it('numbers a name another endpoint of the server already has, and keeps that name on the next import', async () => {
    const { user, server, importInto, list } = await serverOfNewTenant();
    await addEndpoint(test, user.cookie, server.uuid, { name: 'USERS', settings: { url: 'people' } });
    const first = (await importInto({ document: usersApi30() })).json();
    expect(names(first.created)).toEqual(['One user', 'Orders', 'Users (2)']);
    const again = (await importInto({ document: usersApi30() })).json();
    expect(names(again.unchanged)).toEqual(['One user', 'Orders', 'Users (2)']);
    expect(names(await list())).toEqual(['One user', 'Orders', 'USERS', 'Users (2)']);
  });

  it('runs imports into one server one after the other: nothing is created twice', async () => {
    const { importInto, list } = await serverOfNewTenant();
    // Many operations, so that the transactions would overlap if nothing ordered them.
    const document = usersApi30();
    const paths: Record<string, object> = { ...document.paths };
    for (let index = 0; index < 150; index += 1) {
      paths[`/reports/r${index}`] = { get: { responses: { 200: { description: 'A report' } } } };
    }
    const answers = await Promise.all([1, 2, 3].map(() => importInto({ document: { ...document, paths } })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const created = answers.map((answer) => answer.json().created.length).sort((a, b) => a - b);
    expect(created).toEqual([0, 0, 153]);
    expect(await list()).toHaveLength(153);
  });

  it("imports the portal's own published API description, which lists the import itself", async () => {
    const published = (await test.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const described = published.paths['/api/servers/{id}/endpoints/import'].post;
    expect(Object.keys(described.requestBody.content['application/json'].schema.properties)).toEqual([
      'document',
      'text',
      'url',
    ]);
    const { importInto, list } = await serverOfNewTenant({ url: 'https://portal.example.com/api' });
    const response = await importInto({ document: published });
    expect(response.statusCode, response.body).toBe(200);
    const endpoints = await list();
    expect(endpoints.length).toBeGreaterThan(10);
    expect(
      endpoints.find((endpoint) => endpoint.settings.url === 'servers/$(id)/endpoints')?.settings.response,
    ).toBe('list');
    expect(response.json().skipped).toContainEqual({
      operation: 'POST /api/servers/{id}/endpoints/import',
      reason: messages.importSkipMethod,
    });
  });

  it('lets only admins import, and only into a server of their own account', async () => {
    const { user, server, endpoints } = await serverOfNewTenant();
    const url = `${endpoints}/import`;
    const body = { document: usersApi30() };
    expect((await callApi(test, undefined, 'POST', url, body)).statusCode).toBe(401);
    for (const roles of [['designer'], ['user']] as const) {
      const colleague = await addUser(test, user.accountId, [...roles]);
      expect((await callApi(test, colleague.cookie, 'POST', url, body)).statusCode).toBe(403);
    }
    const stranger = (await createTenant(test)).user;
    expect((await callApi(test, stranger.cookie, 'POST', url, body)).statusCode).toBe(404);
    expect((await callApi(test, user.cookie, 'GET', endpoints)).json()).toEqual([]);
    expect(server.uuid).toBeTruthy();
  });
});
