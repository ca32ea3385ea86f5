import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonServer1 } from '../../../test/proxy/start-json-server-1.ts';
import { addServer, callApi } from '../../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

const customers = Array.from({ length: 25 }, (_, index) => ({
  id: String(index + 1),
  name: `Customer ${index + 1}`,
}));

describe("POST /api/servers/{id}/detect-conventions ('Detect')", () => {
  let test: TestApp;
  let upstream: { url: string; close(): Promise<void> };
  let admin: TestUser;
  let designer: TestUser;
  let serverId: string;
  const detect = (cookie: string | undefined, path: unknown, id = serverId) =>
    callApi(test, cookie, 'POST', `/api/servers/${id}/detect-conventions`, { path });

  beforeAll(async () => {
    upstream = await startJsonServer1({ customers });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    designer = await addUser(test, admin.accountId, ['designer']);
    // Saved with another adapter: Detect reads the saved address, whatever the form shows.
    serverId = (await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/` } })).uuid;
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  it('reads a real json-server 1.x page and proposes data, items and _page/_per_page, saving nothing', async () => {
    const response = await detect(admin.cookie, 'customers?_page=1&_per_page=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rows: 'data',
      total: { body: 'items' },
      paging: { style: 'page', page: '_page', size: '_per_page', firstPage: 1 },
      findings: [
        "Rows: 10 at 'data'.",
        "Total: 25 at 'items'.",
        "Paging: page number in '_page' from 1, page size in '_per_page' (next page 2 at 'next').",
      ],
    });
    const saved = await callApi(test, admin.cookie, 'GET', `/api/servers/${serverId}`);
    expect(saved.json().settings.adapter).toBe('default');
    expect(saved.json().settings.rest).toBeUndefined();
  });

  it('without paging asked, json-server 1.x answers every row as the body: no paging hint', async () => {
    const response = await detect(admin.cookie, '/customers');
    expect(response.json()).toMatchObject({ rows: '', total: 'none', paging: null });
  });

  it('says why when the answer holds no list, is an error, or the path is no path', async () => {
    const record = await detect(admin.cookie, 'customers/3');
    expect(record.statusCode).toBe(400);
    expect(record.json().message).toBe(
      'No list of records was found in the sample answer (an object with keys id, name).',
    );
    const missing = await detect(admin.cookie, 'nothing-here');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`${messages.restDetectNotOk} 404.`);
    const absolute = await detect(admin.cookie, 'http://169.254.169.254/latest/meta-data');
    expect(absolute.statusCode).toBe(400);
    expect(absolute.json().message).toBe(messages.restDetectPathRelative);
    const empty = await detect(admin.cookie, '  ');
    expect(empty.json().message).toBe(messages.restDetectPathRequired);
    const variable = await detect(admin.cookie, 'customers/$(id)');
    expect(variable.statusCode).toBe(400);
    expect(variable.json().message).toBe(`${messages.urlVariableMissing} id`);
    const climbing = await detect(admin.cookie, '../admin');
    expect(climbing.statusCode).toBe(400);
    expect(climbing.json().message).toBe(messages.upstreamUrlEscapes);
  });

  it('goes through the outbound guard: a private address not allowed is not called', async () => {
    const metadata = await addServer(test, admin.cookie, {
      settings: { url: 'http://169.254.169.254/latest/' },
    });
    const response = await detect(admin.cookie, 'meta-data', metadata.uuid);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(messages.upstreamBlocked);
  });

  it('is for admins of the account only', async () => {
    expect((await detect(undefined, 'customers')).statusCode).toBe(401);
    expect((await detect(designer.cookie, 'customers')).statusCode).toBe(403);
    const { user: stranger } = await createTenant(test, ['admin']);
    expect((await detect(stranger.cookie, 'customers')).statusCode).toBe(404);
  });
});
