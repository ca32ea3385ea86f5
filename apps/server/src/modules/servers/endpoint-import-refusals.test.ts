import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersApi30 } from '../../../test/openapi-documents.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { addServer, callApi } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('an OpenAPI import that cannot be read', () => {
  let test: TestApp;
  let schemaHost: FakeUpstream;
  let cookie: string;
  let endpoints: string;
  beforeAll(async () => {
    // A host that would answer a schema, to show that the import never asks it.
    schemaHost = await startFakeUpstream((_request, response) =>
      sendJson(response, 200, { type: 'array', items: { type: 'object' } }),
    );
    // Every refusal below is one import by the same person.
    test = await createTestApp({ IMPORTS_PER_MINUTE: '1000' });
    const { user } = await createTenant(test);
    cookie = user.cookie;
    const server = await addServer(test, cookie, { settings: { url: 'https://api.example.com/v1' } });
    endpoints = `/api/servers/${server.uuid}/endpoints`;
  });
  afterAll(async () => {
    await test.close();
    await schemaHost.close();
  });

  const importInto = (body: object) => callApi(test, cookie, 'POST', `${endpoints}/import`, body);

  /** field: the input of the body the refusal names, when it is about one. */
  async function expectRefusal(body: object, message: string, field?: string) {
    const response = await importInto(body);
    expect(response.json(), JSON.stringify(body).slice(0, 200)).toEqual({
      code: 'validation',
      message,
      ...(field ? { field } : {}),
    });
    expect(response.statusCode).toBe(400);
  }

  it('says where a document breaks its specification', async () => {
    const document = usersApi30();
    (document.paths['/users'].get as { responses: unknown }).responses = 'none';
    await expectRefusal(
      { document },
      `${messages.importBroken} at paths./users.get.responses: must be object`,
    );

    const swagger = {
      swagger: '2.0',
      info: { title: 'x', version: '1' },
      paths: { '/pets': { get: { responses: { 200: {} } } } },
    };
    await expectRefusal(
      { text: JSON.stringify(swagger) },
      `${messages.importBroken} at paths./pets.get.responses.200: must have required property 'description'`,
    );

    const yaml = 'openapi: 3.1.0\ninfo:\n  version: "1"\npaths: {}\n';
    await expectRefusal(
      { text: yaml },
      `${messages.importBroken} at info: must have required property 'title'`,
    );
  });

  it('says where a reference inside the document points to nothing', async () => {
    const document = usersApi30({ ordersParams: ['page', 'missing'] });
    await expectRefusal(
      { document },
      `${messages.importBroken} at paths./orders.get.parameters.1.$ref: ${messages.importRefNowhere} #/components/parameters/missing`,
    );
    const inherited = usersApi30();
    inherited.components.schemas.User.properties.manager = { $ref: '#/components/schemas/constructor' };
    await expectRefusal(
      { document: inherited },
      `${messages.importBroken} at components.schemas.User.properties.manager.$ref: ${messages.importRefNowhere} #/components/schemas/constructor`,
    );
  });

  it('gives the line and column of text that is neither JSON nor YAML', async () => {
    await expectRefusal(
      { text: '{"openapi": "3.0.3",, "paths": {}}' },
      `${messages.importNotJsonOrYaml} Unexpected , in flow map at line 1, column 21`,
    );
    await expectRefusal(
      { text: 'openapi: 3.0.3\npaths:\n  /a: [1\ninfo: 2\n' },
      `${messages.importNotJsonOrYaml} Flow sequence in block collection must be sufficiently indented and end with a ] at line 4, column 1`,
    );
    await expectRefusal(
      { text: 'openapi: 3.0.3\nopenapi: 3.1.0\n' },
      `${messages.importNotJsonOrYaml} Map keys must be unique at line 2, column 1`,
    );
  });

  it('refuses YAML whose aliases would expand without end, or point nowhere', async () => {
    let bomb = 'openapi: 3.0.3\na: &a [x, x, x, x, x, x, x, x, x]\n';
    for (const [name, previous] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
      ['g', 'f'],
    ]) {
      bomb += `${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]\n`;
    }
    await expectRefusal(
      { text: bomb },
      `${messages.importNotJsonOrYaml} Excessive alias count indicates a resource exhaustion attack`,
    );
    await expectRefusal(
      { text: 'openapi: 3.0.3\ninfo: *nowhere\n' },
      `${messages.importNotJsonOrYaml} Unresolved alias (the anchor must be set before the alias): nowhere`,
    );
    await expectRefusal({ text: 'openapi: 3.0.3\ninfo: &loop {self: *loop}\n' }, messages.importTooDeep);
  });

  it('refuses what is not an OpenAPI 3.0/3.1 or Swagger 2.0 document', async () => {
    await expectRefusal({ text: 'just words' }, messages.importNotOpenApi);
    await expectRefusal({ text: '[1, 2]' }, messages.importNotOpenApi);
    await expectRefusal({ text: '' }, messages.importNotOpenApi);
    await expectRefusal({ document: { info: { title: 'x' } } }, messages.importNotOpenApi);
    await expectRefusal(
      { document: { openapi: '4.0.0', paths: {} } },
      `${messages.importUnsupportedVersion} 4.0.0.`,
    );
    await expectRefusal({ document: { swagger: '1.2' } }, `${messages.importUnsupportedVersion} 1.2.`);
    await expectRefusal(
      { document: { openapi: 3.1, paths: {} } },
      `${messages.importUnsupportedVersion} 3.1.`,
    );
  });

  it('asks for exactly one of document and text', async () => {
    await expectRefusal({}, messages.importNeedsDocument);
    await expectRefusal({ document: usersApi30(), text: 'openapi: 3.0.3' }, messages.importNeedsDocument);
    await expectRefusal({ document: 'openapi: 3.0.3' }, messages.importNeedsDocument, 'document');
    await expectRefusal({ text: { openapi: '3.0.3' } }, messages.importNeedsDocument, 'text');
  });

  it('refuses text nested deeper than any document, or holding a NUL character', async () => {
    await expectRefusal(
      { text: `{"openapi": "3.0.3", "x": ${'['.repeat(100)}${']'.repeat(100)}}` },
      messages.importTooDeep,
    );
    // So deep that the YAML parser would take seconds to give up: refused before it starts.
    await expectRefusal(
      { text: `{"openapi": "3.0.3", "x": ${'['.repeat(200_000)}${']'.repeat(200_000)}}` },
      messages.importTooDeep,
    );
    await expectRefusal(
      { text: `openapi: 3.0.3\nx: ${'{a: '.repeat(100_000)}1${'}'.repeat(100_000)}\n` },
      messages.importTooDeep,
    );
    const deep = `openapi: 3.0.3\nx: ${'{a: '.repeat(80)}1${'}'.repeat(80)}\n`;
    await expectRefusal({ text: deep }, messages.importTooDeep);
    const nul = 'openapi: 3.0.3\ninfo: {title: "Shop\\0", version: "1"}\npaths: {}\n';
    await expectRefusal({ text: nul }, `${messages.importBroken} at info.title: ${messages.importNul}`);
    expect((await callApi(test, cookie, 'GET', endpoints)).json()).toEqual([]);
  });

  it('never fetches another document: operations that need one are skipped, naming the reference', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
    writeFileSync(join(folder, 'user.json'), JSON.stringify({ type: 'array', items: { type: 'object' } }));
    const document = usersApi30();
    const remote = `${schemaHost.url}/schemas/users.json`;
    const local = join(folder, 'user.json');
    const usersAnswer = document.paths['/users'].get.responses[200].content['application/json'];
    usersAnswer.schema = { $ref: remote } as never;
    const userAnswer = document.paths['/users/{userId}'].get.responses[200].content['application/json'];
    userAnswer.schema = { $ref: local } as never;
    (document.paths as Record<string, unknown>)['/elsewhere'] = { $ref: `${schemaHost.url}/path-item.json` };

    const response = await importInto({ document });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.created.map((entry: { name: string }) => entry.name)).toEqual(['Orders']);
    expect(result.skipped).toEqual([
      { operation: 'GET /users', reason: `${messages.importSkipExternalRef} ${remote}` },
      { operation: 'POST /users', reason: messages.importSkipMethod },
      { operation: 'GET /users/{userId}', reason: `${messages.importSkipExternalRef} ${local}` },
      {
        operation: '/elsewhere',
        reason: `${messages.importSkipExternalRef} ${schemaHost.url}/path-item.json`,
      },
    ]);
    expect(schemaHost.requests).toEqual([]);
    expect(schemaHost.connections).toBe(0);
  });

  it('refuses a document larger than the JSON body limit', async () => {
    const response = await importInto({ text: `openapi: 3.0.3\n# ${'x'.repeat(1024 * 1024)}\n` });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});
