import { maxServerEndpoints, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

const ok = { 200: { description: 'ok' } };

/** A document with a GET operation at each of the paths. */
const documentWith = (paths: string[]) => ({
  openapi: '3.0.3',
  info: { title: 'Many', version: '1' },
  paths: Object.fromEntries(paths.map((path) => [path, { get: { responses: ok } }])),
});
const numbered = (count: number, prefix = 'e') => Array.from({ length: count }, (_, at) => `/${prefix}${at}`);

// Finding 2 of the third pass: one import created 12,000 endpoints, and imports had no rate limit.
describe('what one import, and one person importing, may cost', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function serverOfNewTenant() {
    const { accountId, user } = await createTenant(test);
    const server = await addServer(test, user.cookie);
    const endpoints = `/api/servers/${server.uuid}/endpoints`;
    const importAs = (cookie: string, body: object) =>
      callApi(test, cookie, 'POST', `${endpoints}/import`, body);
    const count = async () => (await callApi(test, user.cookie, 'GET', endpoints)).json().length;
    return { accountId, user, server, endpoints, importAs, count };
  }

  it('refuses a document with more than 2,000 operations, creating nothing', async () => {
    const { user, importAs, count } = await serverOfNewTenant();
    const response = await importAs(user.cookie, { document: documentWith(numbered(2_001)) });
    expect(response.json()).toEqual({ code: 'validation', message: messages.importTooManyOperations });
    expect(response.statusCode).toBe(400);
    expect(await count()).toBe(0);
  });

  it('keeps a server at 1,000 endpoints at most, imported or added by hand', async () => {
    const { user, server, importAs, count } = await serverOfNewTenant();
    const full = await importAs(user.cookie, { document: documentWith(numbered(maxServerEndpoints)) });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().created).toHaveLength(maxServerEndpoints);

    const more = await importAs(user.cookie, { document: documentWith(['/e0', '/one-more']) });
    expect(more.json()).toEqual({
      code: 'validation',
      message: `${messages.importServerFull} ${maxServerEndpoints + 1}.`,
    });
    expect(more.statusCode).toBe(400);
    await expect(addEndpoint(test, user.cookie, server.uuid)).rejects.toThrow(messages.serverEndpointsFull);
    expect(await count()).toBe(maxServerEndpoints);

    // Importing what the server already holds adds nothing, so it is not refused.
    const again = await importAs(user.cookie, { document: documentWith(numbered(10)) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().unchanged).toHaveLength(10);
  });

  it('lets one person start 10 imports a minute, then answers 429 with when to try again', async () => {
    const { accountId, user, importAs } = await serverOfNewTenant();
    const small = { document: documentWith(['/a']) };
    for (let round = 0; round < 10; round += 1) {
      const response = await importAs(user.cookie, small);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await importAs(user.cookie, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: messages.importTooOften });
    expect(refused.headers['retry-after']).toBe('60');
    // The limit is the person's: a colleague of the same account still imports.
    const colleague = await addUser(test, accountId, ['admin']);
    expect((await importAs(colleague.cookie, small)).statusCode).toBe(200);
  });

  it('reads YAML that repeats a few values through aliases', async () => {
    const { user, importAs, endpoints } = await serverOfNewTenant();
    const text = [
      'openapi: 3.0.3',
      "info: {title: Aliases, version: '1'}",
      'paths:',
      '  /orders:',
      '    get:',
      '      operationId: orders',
      '      parameters: &paging',
      '        - {name: page, in: query, schema: {type: integer}}',
      '        - {name: size, in: query, schema: {type: integer}}',
      '      responses: &list',
      "        '200': {description: ok, content: {application/json: {schema: {type: array, items: {}}}}}",
      '  /invoices:',
      '    get:',
      '      operationId: invoices',
      '      parameters: *paging',
      '      responses: *list',
    ].join('\n');
    const response = await importAs(user.cookie, { text });
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await callApi(test, user.cookie, 'GET', endpoints)).json();
    expect(
      saved.map((endpoint: { name: string; settings: { response: string; params: unknown[] } }) => [
        endpoint.name,
        endpoint.settings.response,
        endpoint.settings.params,
      ]),
    ).toEqual([
      ['Invoices', 'list', [{ name: 'page' }, { name: 'size' }]],
      ['Orders', 'list', [{ name: 'page' }, { name: 'size' }]],
    ]);
  });
});
