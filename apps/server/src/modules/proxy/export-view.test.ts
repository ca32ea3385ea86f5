import { request as httpRequest } from 'node:http';
import { exportHeaders, exportPageSize, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroup, addToGroup } from '../../../test/group-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { startJsonServer } from '../../../test/proxy/start-json-server.ts';
import { readCsv } from '../../../test/read-csv.ts';
import { addEndpoint, addServer, callApi } from '../../../test/server-fixtures.ts';
import {
  addUser,
  apiHeaders,
  createTenant,
  createTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app.ts';

type Person = { id: number; name: string; note: string | null; city: string; amount: number; tags: string[] };

// Awkward values: commas, quotes, line breaks (LF and CRLF), non-Latin text, leading '=' and empty cells.
const names = [
  'Smith, John',
  'Anna "Nan" Berg',
  'Line\nbreak',
  'Crlf\r\nrow',
  '東京 太郎',
  'Ελένη',
  '=SUM(A1)',
  '',
];
const cities = ['Berlin', 'Bern', 'Zürich', 'Sankt-Peterburg', 'Lisboa'];
const people: Person[] = Array.from({ length: 6_000 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]} ${index}`,
  note: index % 5 === 0 ? null : `note "${index}", part ${index % 3}`,
  city: cities[index % cities.length],
  // Unique, so that the sort leaves no ties to chance.
  amount: (index * 7_919) % 10_007,
  tags: index % 4 === 0 ? ['a', 'b,c'] : [],
}));

const columns = [
  { value: 'id', label: 'Id' },
  { value: 'name', label: 'Name, full' },
  { value: 'note', label: 'Note' },
  { value: 'city', label: 'Ville' },
  { value: 'amount', label: 'Amount' },
  { value: 'tags', label: 'Tags' },
];
const header = columns.map((column) => column.label);
const cells = (person: Person) => [
  String(person.id),
  // A spreadsheet would run '=SUM(A1) 6' as a formula: the file holds it as text (csv.ts).
  person.name.startsWith('=') ? `'${person.name}` : person.name,
  person.note ?? '',
  person.city,
  String(person.amount),
  person.tags.length > 0 ? JSON.stringify(person.tags) : '[]',
];

const question = {
  textSearch: { fields: ['city'], values: ['ber'] },
  customFilters: [
    {
      field: 'amount',
      label: 'Amount',
      type: 'Number',
      value: 1_000,
      valueRange: 9_000,
      isVisible: true,
      isVisibleRange: true,
    },
  ],
  orderBy: 'amount',
  sort: 'desc',
};
const matching = people
  .filter(
    (person) => person.city.toLowerCase().includes('ber') && person.amount >= 1_000 && person.amount <= 9_000,
  )
  .sort((a, b) => b.amount - a.amount);

function withoutBom(text: string) {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1);
}

describe('POST /api/views/{id}/export', () => {
  let test: TestApp;
  let jsonServer: Awaited<ReturnType<typeof startJsonServer>>;
  let admin: TestUser;
  let user: TestUser;
  let viewId: string;
  let endpointId: string;
  let serverId: string;

  async function addSearchView(name: string, endpoint: string, server: string) {
    const response = await callApi(test, admin.cookie, 'POST', '/api/views', {
      name,
      type: 'search',
      metacontent: {
        title: name,
        columns,
        textFilters: [{ key: 'city', field: 'city', label: 'City' }],
        customFilters: [{ field: 'amount', label: 'Amount', type: 'Number' }],
      },
      metadata: { server, endpoint },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().uuid as string;
  }

  beforeAll(async () => {
    jsonServer = await startJsonServer({ people });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1', PROXY_CALLS_PER_MINUTE: '10000' });
    ({ user: admin } = await createTenant(test, ['admin']));
    user = await addUser(test, admin.accountId, ['user']);
    serverId = (
      await addServer(test, admin.cookie, { settings: { url: `${jsonServer.url}/`, adapter: 'jsonserver' } })
    ).uuid;
    endpointId = (
      await addEndpoint(test, admin.cookie, serverId, { settings: { url: 'people', response: 'list' } })
    ).uuid;
    viewId = await addSearchView('Clients / Berlin "A"', endpointId, serverId);
    const group = await addGroup(test, admin.cookie);
    await addToGroup(test, admin.cookie, group.uuid, { userUuid: user.id });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: viewId });
  });
  afterAll(async () => {
    await test.close();
    await jsonServer.close();
  });

  it("gives a plain user every row of the page's question, in the page's order, as RFC 4180 with a BOM", async () => {
    const response = await callApi(test, user.cookie, 'POST', `/api/views/${viewId}/export`, question);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Clients Berlin A ${day}.csv"; filename*=UTF-8''Clients%20Berlin%20A%20${day}.csv`,
    );
    expect(response.headers[exportHeaders.truncated]).toBe('false');
    const records = readCsv(withoutBom(response.body));
    expect(records[0]).toEqual(header);
    expect(matching.length).toBeGreaterThan(2 * exportPageSize);
    expect(records.slice(1)).toEqual(matching.map(cells));
    // What the page itself reads, page after page, in the same order.
    const paged: unknown[] = [];
    for (let offset = 0; offset < matching.length; offset += 50) {
      const page = await callApi(test, user.cookie, 'POST', '/api/proxy', {
        uuid: endpointId,
        view: viewId,
        params: { ...question, offset, limit: 50 },
      });
      paged.push(...page.json().data.value.map((row: { id: number }) => String(row.id)));
    }
    expect(records.slice(1).map((record) => record[0])).toEqual(paged);
  });

  it('writes quotes, commas and line breaks so that a reader finds the values the upstream gave', async () => {
    const response = await callApi(test, admin.cookie, 'POST', `/api/views/${viewId}/export`, {
      orderBy: 'id',
      sort: 'asc',
    });
    const body = withoutBom(response.body);
    expect(body.startsWith('Id,"Name, full",Note,Ville,Amount,Tags\r\n')).toBe(true);
    expect(body).toContain('2,"Anna ""Nan"" Berg 1","note ""1"", part 1",Bern,7919,[]\r\n');
    expect(body).toContain('4,"Crlf\r\nrow 3","note ""3"", part 0",Sankt-Peterburg,3743,[]\r\n');
    expect(body).toContain('5,東京 太郎 4,"note ""4"", part 1",Lisboa,1655,"[""a"",""b,c""]"\r\n');
    expect(readCsv(body).slice(1)).toEqual(people.map(cells));
  });

  it('refuses a plain user a view outside their groups, and a sort the page does not offer', async () => {
    const other = await addSearchView('Hidden', endpointId, serverId);
    const hidden = await callApi(test, user.cookie, 'POST', `/api/views/${other}/export`, {});
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(messages.viewNotFound);
    const sorted = await callApi(test, user.cookie, 'POST', `/api/views/${viewId}/export`, {
      orderBy: 'secret',
    });
    expect(sorted.statusCode).toBe(403);
    expect(sorted.json().message).toBe(`${messages.proxySortNotOfPage} secret`);
    const stranger = (await createTenant(test, ['admin'])).user;
    expect((await callApi(test, stranger.cookie, 'POST', `/api/views/${viewId}/export`, {})).statusCode).toBe(
      404,
    );
    expect((await callApi(test, undefined, 'POST', `/api/views/${viewId}/export`, {})).statusCode).toBe(401);
    const bad = await callApi(test, user.cookie, 'POST', `/api/views/${viewId}/export`, { offset: 10 });
    expect(bad.statusCode).toBe(400);
  });

  it('records each export in the audit log, with its rows and without the question', async () => {
    await callApi(test, user.cookie, 'POST', `/api/views/${viewId}/export`, question);
    const rows = await test.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('account_id', '=', admin.accountId)
      .where('user_id', '=', user.id)
      .where('action', '=', 'view.export')
      .orderBy('created_at', 'desc')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(rows[0].detail)).toMatchObject({
      viewId,
      rows: matching.length,
      outcome: 'complete',
    });
  });
});

describe('an export at its cap and an upstream failing part way', () => {
  let test: TestApp;
  let upstream: FakeUpstream;
  let admin: TestUser;
  let base: string;
  const total = 20 * exportPageSize;
  let failAt: number | undefined;
  let counting = true;

  async function exportOf(path: string) {
    const view = await callApi(test, admin.cookie, 'POST', '/api/views', {
      name: `Rows ${path}`,
      type: 'search',
      metacontent: {
        title: 'Rows',
        columns: [{ value: 'n', label: 'N' }],
        textFilters: [],
        customFilters: [],
      },
      metadata: {
        server: serverId,
        endpoint: (
          await addEndpoint(test, admin.cookie, serverId, { settings: { url: path, response: 'list' } })
        ).uuid,
      },
    });
    return view.json().uuid as string;
  }
  let serverId: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) => {
      const url = new URL(request.url, 'http://upstream');
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      if (offset === failAt) return sendJson(response, 503, { message: 'Down for maintenance' });
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) => ({
        n: offset + index,
      }));
      sendJson(response, 200, counting ? { value: rows, totalResults: total } : rows);
    });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1', EXPORT_MAX_ROWS: '2200' });
    ({ user: admin } = await createTenant(test, ['admin']));
    serverId = (await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/` } })).uuid;
    base = await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  it('stops at EXPORT_MAX_ROWS and says so in a header when the upstream counts', async () => {
    counting = true;
    const viewId = await exportOf('counted');
    const response = await callApi(test, admin.cookie, 'POST', `/api/views/${viewId}/export`, {});
    expect(response.headers[exportHeaders.truncated]).toBe('true');
    expect(response.headers[exportHeaders.maxRows]).toBe('2200');
    const records = readCsv(withoutBom(response.body)).slice(1);
    expect(records.map((record) => Number(record[0]))).toEqual(Array.from({ length: 2200 }, (_, n) => n));
  });

  it('says it in a trailer when the upstream cannot count', async () => {
    counting = false;
    try {
      const viewId = await exportOf('uncounted');
      const { trailers, body, headers } = await new Promise<{
        trailers: NodeJS.Dict<string>;
        body: string;
        headers: NodeJS.Dict<string | string[]>;
      }>((resolve, reject) => {
        const call = httpRequest(`${base}/api/views/${viewId}/export`, {
          method: 'POST',
          headers: { ...apiHeaders(admin.cookie), 'content-type': 'application/json', te: 'trailers' },
        });
        call.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({ trailers: response.trailers, body: text, headers: response.headers }),
          );
          response.on('error', reject);
        });
        call.on('error', reject);
        call.end('{}');
      });
      expect(headers[exportHeaders.truncated]).toBeUndefined();
      expect(headers.trailer).toBe(exportHeaders.truncated);
      expect(trailers[exportHeaders.truncated]).toBe('true');
      expect(readCsv(withoutBom(body))).toHaveLength(2201);
    } finally {
      counting = true;
    }
  });

  it('aborts the file when the upstream fails on page 7 of 20, so no download looks complete', async () => {
    await test.close();
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin']));
    serverId = (await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/` } })).uuid;
    base = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const viewId = await exportOf('failing');
    failAt = 6 * exportPageSize;
    try {
      const before = upstream.requests.length;
      const response = await fetch(`${base}/api/views/${viewId}/export`, {
        method: 'POST',
        headers: { ...apiHeaders(admin.cookie), 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
      expect(upstream.requests.length - before).toBe(7);
      const audit = await test.context.db
        .selectFrom('audit_log')
        .select('detail')
        .where('account_id', '=', admin.accountId)
        .where('action', '=', 'view.export')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.detail)).toMatchObject({ rows: 6 * exportPageSize, outcome: 'failed' });
    } finally {
      failAt = undefined;
    }
  });
});
