import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addServer,
  callApi,
  expectValidationRefusal,
  type RefusalCall,
} from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('a server declaring its REST conventions', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const adminCookie = async () => (await createTenant(test)).user.cookie;
  const expectRefusal = (...call: RefusalCall) => expectValidationRefusal(test, ...call);
  const restServer = (rest?: object) => ({
    name: 'Catalog',
    settings: { url: 'https://catalog.example.com/api', adapter: 'rest', ...(rest ? { rest } : {}) },
  });

  it('saves a preset with the parts that override it and answers them as saved', async () => {
    const cookie = await adminCookie();
    const rest = { preset: 'laravel', total: { body: 'meta.total' }, query: { contains: null } };
    const created = await addServer(test, cookie, restServer(rest));
    expect(created.settings).toMatchObject({ adapter: 'rest', rest });
    const read = await callApi(test, cookie, 'GET', `/api/servers/${created.uuid}`);
    expect(read.json().settings.rest).toEqual(rest);
    // Saving the form again without settings.rest keeps the conventions.
    const updated = await callApi(test, cookie, 'PUT', `/api/servers/${created.uuid}`, {
      name: 'Catalog 2',
      settings: { url: 'https://catalog.example.com/api' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().settings).toMatchObject({ adapter: 'rest', rest });
  });

  it('refuses a rest server without conventions, an unknown preset, an incomplete custom one and bad templates', async () => {
    const cookie = await adminCookie();
    const refusals: Array<[object, string, string]> = [
      [restServer(), messages.restSettingsRequired, 'settings.rest'],
      [restServer({ preset: 'rails' }), messages.restInvalidPreset, 'settings.rest.preset'],
      [
        restServer({ preset: 'custom', rows: 'items' }),
        `${messages.restCustomMissing} record, paging, total, query, headers.`,
        'settings.rest',
      ],
      [
        restServer({ preset: 'feathers', query: { contains: 'name_like={value}' } }),
        messages.restTemplateNeedsField,
        'settings.rest.query.contains',
      ],
      [
        restServer({ preset: 'feathers', query: { equals: '{field}' } }),
        messages.restTemplateShape,
        'settings.rest.query.equals',
      ],
      [
        restServer({ preset: 'postgrest', headers: { Prefer: 'a\nb' } }),
        messages.restInvalidHeader,
        'settings.rest.headers.Prefer',
      ],
    ];
    for (const [body, message, field] of refusals)
      await expectRefusal(cookie, 'POST', '/api/servers', body, message, field);
  });

  it('refuses switching a server to rest without conventions', async () => {
    const cookie = await adminCookie();
    const created = await addServer(test, cookie, {
      name: 'Plain',
      settings: { url: 'https://plain.example.com' },
    });
    await expectRefusal(
      cookie,
      'PUT',
      `/api/servers/${created.uuid}`,
      { name: 'Plain', settings: { url: 'https://plain.example.com', adapter: 'rest' } },
      messages.restSettingsRequired,
      'settings.rest',
    );
  });

  it('tells admins and designers what the conventions let a page ask, a part given overriding the preset', async () => {
    const tenant = await createTenant(test);
    const designer = await addUser(test, tenant.accountId, ['designer']);
    const feathers = await addServer(test, tenant.user.cookie, restServer({ preset: 'feathers' }));
    const plain = await addServer(test, tenant.user.cookie, {
      name: 'Plain',
      settings: { url: 'https://plain.example.com' },
    });
    const sqlFeathers = await addServer(test, tenant.user.cookie, {
      ...restServer({ preset: 'feathers', query: { contains: '{field}[$ilike]=%{value}%', sortDesc: null } }),
      name: 'SQL catalog',
    });
    const read = async (id: string) =>
      (await callApi(test, designer.cookie, 'GET', `/api/servers/${id}`)).json().capabilities;
    expect(await read(feathers.uuid)).toEqual({
      sort: true,
      exactMatch: true,
      numberRange: true,
      contains: false,
      freeText: false,
    });
    // Sorting needs both directions; a template given beside the preset adds "contains".
    expect(await read(sqlFeathers.uuid)).toEqual({
      sort: false,
      exactMatch: true,
      numberRange: true,
      contains: true,
      freeText: false,
    });
    expect(await read(plain.uuid)).toEqual({
      sort: true,
      exactMatch: true,
      numberRange: true,
      contains: true,
      freeText: true,
    });
  });

  it('documents settings.rest in the OpenAPI document', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs' })).body;
    expect(document).toContain('json-server-1');
    expect(document).toContain('The conventions of a server with adapter rest');
  });
});
