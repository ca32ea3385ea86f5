import { messages, queryFieldNameRefusal } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../group-fixtures.ts';
import { startJsonServer } from '../proxy/start-json-server.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { type Connection, detailViewBody, searchViewBody } from '../view-fixtures.ts';

// Hole 2: field names that are operators. The json-server adapter sent a filter's field name as a
// raw query key, and json-server 0.17 reads _embed, _expand, _end, F_like, F_ne and q as operators:
// a plain user read every customer's orders and a collection no endpoint exposes, turned an exact
// match into a negation, and hung the upstream with a regex.

const catastrophic = `${'a'.repeat(28)}!`;
const db = {
  customers: [
    { id: 1, name: 'Acme Tools', city: 'Berlin' },
    { id: 2, name: 'Blue River', city: 'Oslo' },
    { id: 3, name: 'Pattern (a+)+$ Ltd', city: 'Berlin' },
    { id: 4, name: catastrophic, city: 'Rome' },
    { id: 5, name: 'Dot .* Star', city: 'Rome' },
    { id: 6, name: "O'Neil & Sons", city: 'Cork' },
  ],
  orders: [
    { id: 10, customerId: 1, total: 990 },
    { id: 11, customerId: 2, total: 120 },
  ],
  salaries: [{ id: 1, customerId: 1, secret: 'not exposed by any endpoint' }],
};

const operatorNames = ['_embed', '_expand', '_end', '$filter', 'a eq b', 'name_like', 'id_ne', 'q'];
const moreNames = ['__proto__', 'constructor', 'city_gte', 'customer.__proto__'];

describe('field names that are operators', () => {
  let test: TestApp;
  let jsonServer: Awaited<ReturnType<typeof startJsonServer>>;
  let designer: TestUser;
  let user: TestUser;
  let connection: Connection;
  let viewId: string;

  beforeAll(async () => {
    jsonServer = await startJsonServer(db);
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    const tenant = await createTenant(test, ['admin', 'designer']);
    designer = tenant.user;
    user = await addUser(test, tenant.accountId, ['user']);
    const server = await addServer(test, designer.cookie, {
      settings: { url: `${jsonServer.url}/`, adapter: 'jsonserver' },
    });
    const endpoint = await addEndpoint(test, designer.cookie, server.uuid, {
      settings: { url: 'customers', method: 'GET', response: 'list' },
    });
    connection = { server: server.uuid, endpoint: endpoint.uuid };
    const body = searchViewBody(connection);
    body.metacontent = {
      ...body.metacontent,
      columns: [
        { value: 'name', label: 'Name', width: 'max-w-40', hidemobile: '' },
        { value: 'city', label: 'City', width: 'max-w-40', hidemobile: '' },
      ],
    };
    const view = await callApi(test, designer.cookie, 'POST', '/api/views', body);
    expect(view.statusCode, view.body).toBe(200);
    viewId = view.json().uuid;
    const group = await addGroup(test, designer.cookie);
    await addToGroup(test, designer.cookie, group.uuid, { userUuid: user.id });
    await addToGroup(test, designer.cookie, group.uuid, { viewUuid: viewId });
  });
  afterAll(async () => {
    await test.close();
    await jsonServer.close();
  });

  const search = (caller: TestUser, params: object) =>
    callApi(test, caller.cookie, 'POST', '/api/proxy', { uuid: connection.endpoint, view: viewId, params });
  const names = (response: { json(): { data: { value: Array<{ name: string }> } } }) =>
    response.json().data.value.map((row) => row.name);

  const attacks: Array<[string, (field: string) => object]> = [
    ['an exact match', (field) => ({ filters: [{ field, value: 'orders' }] })],
    ['a text entry', (field) => ({ textSearch: { fields: [field], values: ['.*'] } })],
    [
      'a number filter',
      (field) => ({
        customFilters: [{ field, value: 1, valueRange: 99, isVisible: true, isVisibleRange: true }],
      }),
    ],
    ['the sort', (field) => ({ orderBy: field, sort: 'asc' })],
  ];

  for (const [slot, params] of attacks) {
    it.each([...operatorNames, ...moreNames])(
      `answers 400 to ${slot} on %s, for a plain user and a designer`,
      async (field) => {
        for (const caller of [user, designer]) {
          const response = await search(caller, params(field));
          expect(response.statusCode, `${field} ${response.body}`).toBe(400);
          expect(response.json()).toEqual({
            code: 'validation',
            message: queryFieldNameRefusal(field),
            field: 'params',
          });
        }
      },
    );
  }

  it('never embeds or expands another collection into the rows', async () => {
    const response = await search(user, { filters: [{ field: '_embed', value: 'salaries' }] });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('not exposed by any endpoint');
  });

  it('matches a regex-like value as literal text, at once', async () => {
    const cases: Array<[string, string[]]> = [
      ['(a+)+$', ['Pattern (a+)+$ Ltd']],
      ['.*', ['Dot .* Star']],
      ["o'neil", ["O'Neil & Sons"]],
      ['%', []],
      ['_', []],
    ];
    for (const [value, expected] of cases) {
      const started = performance.now();
      const response = await search(user, { limit: 50, textSearch: { fields: ['name'], values: [value] } });
      expect(response.statusCode, response.body).toBe(200);
      expect(names(response), value).toEqual(expected);
      expect(performance.now() - started, value).toBeLessThan(2000);
    }
  });

  it('keeps an exact match exact: the value is compared, never read as an operator', async () => {
    const response = await search(user, { limit: 50, filters: [{ field: 'city', value: 'Berlin' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response)).toEqual(['Acme Tools', 'Pattern (a+)+$ Ltd']);
  });

  it('refuses to save a search view with such a field name, naming it', async () => {
    const column = (value: string) => ({ value, label: value, width: 'max-w-40', hidemobile: '' });
    const cases: Array<[string, object]> = [
      ['name_like', { columns: [column('name'), column('name_like')] }],
      ['_embed', { textFilters: [{ key: '_embed', field: '_embed', label: 'Orders' }] }],
      ['id_ne', { customFilters: [{ field: 'id_ne', label: 'Not', type: 'Number', isVisible: true }] }],
      ['q', { textFilters: [{ key: 'q', field: 'q', label: 'Anything' }] }],
      ['constructor', { columns: [column('constructor')] }],
    ];
    for (const [field, metacontent] of cases) {
      const body = searchViewBody(connection);
      body.metacontent = { ...body.metacontent, ...metacontent } as typeof body.metacontent;
      const response = await callApi(test, designer.cookie, 'POST', '/api/views', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toBe(`${messages.viewFieldNamesInvalid} ${JSON.stringify(field)}`);
    }
  });

  it('refuses to save a detail view whose list dataset filters by such a field, naming it', async () => {
    for (const field of ['customerId_ne', '_embed', '$filter']) {
      const body = detailViewBody(connection);
      const metadata = body.metadata as { datasets: object[] };
      metadata.datasets.push({
        name: 'orders',
        datasetType: 'list',
        server: connection.server,
        endpoint: connection.endpoint,
        variables: [],
        params: { filterField: field, parentDataset: 'main', parentField: 'id' },
      });
      const response = await callApi(test, designer.cookie, 'POST', '/api/views', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(queryFieldNameRefusal(field));
    }
  });
});
