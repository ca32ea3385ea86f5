import { readFileSync } from 'node:fs';
import { type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { readCsv } from '../apps/server/test/read-csv.ts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { type JsonUpstream, startJsonUpstream } from './fixtures/json-upstream.ts';
import { addGroup, callApi } from './fixtures/portal-api.ts';
import { startPortal } from './fixtures/portal-server.ts';
import { startRecordingProxy } from './fixtures/recording-proxy.ts';
import { phone, screenshotAt, wide } from './fixtures/screens.ts';
import { chooseOption, expectToast } from './fixtures/search-setup.ts';
import { expectRecords, firstCells, resultsTable, setUpSearchWorld } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

let json: JsonUpstream;
test.beforeAll(async () => {
  json = await startJsonUpstream(1_200);
});
test.afterAll(async () => json?.close());

type Row = Record<string, string | number | null>;
const fold = (value: unknown) => String(value ?? '').toLocaleLowerCase('und');

/** The world of the search journeys over json-server, with a 'Customers' page in a group of its own. */
async function setUp(
  request: Parameters<typeof setUpSearchWorld>[0],
  smtp: Parameters<typeof setUpSearchWorld>[1],
  baseURL: string,
  upstreamUrl = json.url,
) {
  const world = await setUpSearchWorld(request, smtp, baseURL, {
    label: 'json-server',
    url: upstreamUrl,
    adapter: 'jsonserver',
    customers: json.customers,
    compareText: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    freeTextMatches: () => true,
  });
  const view = await callApi<View>(world.designerApi, 'POST', '/api/views', {
    name: 'Customers',
    type: 'search',
    metacontent: {
      title: 'Customers',
      columns: [
        { value: 'id', label: 'Id' },
        { value: 'name', label: 'Name' },
        { value: 'city', label: 'City' },
        { value: 'creditLimit', label: 'Credit limit' },
      ],
      textFilters: [{ key: 'city', field: 'city', label: 'City' }],
      customFilters: [],
    },
    metadata: { server: world.connection.serverId, endpoint: world.connection.endpoints.Customers },
  });
  const me = await callApi<{ uuid: string }>(world.designerApi, 'POST', '/api/vt');
  await addGroup(world.designerApi, 'Exporters', {
    userUuids: [me.uuid, world.reader.user.uuid],
    viewUuids: [view.uuid],
  });
  return { ...world, view };
}

async function openAs(
  browser: Browser,
  baseURL: string,
  person: { email: string; password: string },
  path: string,
) {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(path);
  await signIn(page, person);
  await page.waitForURL(`**${path}`);
  return page;
}

async function exportFile(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: messages.exportAction }).click();
  const file = await download;
  const text = readFileSync((await file.path()) as string, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return { name: file.suggestedFilename(), records: readCsv(text.slice(1)) };
}

test('a user exports a filtered, sorted search page and the file holds exactly its rows in its order', async ({
  request,
  smtp,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const world = await setUp(request, smtp, baseURL);
  const rows = json.customers as Row[];
  const user = await openAs(browser, baseURL, world.reader, `/user/search/${world.view.uuid}`);
  await expectRecords(user, rows.length);
  await screenshotAt(user, 'export-csv-button', wide, { fullPage: false });
  await screenshotAt(user, 'export-csv-button', phone, { fullPage: false });
  await user.setViewportSize(wide);
  await expectNoAccessibilityViolations(user, 'search page with Export CSV');

  const search = user.getByRole('combobox', { name: 'Search' });
  await search.fill('an');
  await user.getByRole('option', { name: 'City: an' }).click();
  const table = resultsTable(user, 'Customers');
  const header = table.getByRole('columnheader', { name: 'Name' });
  await header.getByRole('button').click();
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const expected = rows
    .filter((row) => fold(row.city).includes('an'))
    .sort(
      (a, b) =>
        (String(a.name) < String(b.name) ? 1 : String(a.name) > String(b.name) ? -1 : 0) ||
        Number(a.id) - Number(b.id),
    );
  await expectRecords(user, expected.length);
  await expect.poll(async () => (await firstCells(table))[0]).toBe(String(expected[0].id));

  const { name, records } = await exportFile(user);
  expect(name).toBe(`Customers ${new Date().toISOString().slice(0, 10)}.csv`);
  expect(records[0]).toEqual(['Id', 'Name', 'City', 'Credit limit']);
  expect(records.slice(1)).toEqual(
    expected.map((row) => [
      String(row.id),
      String(row.name ?? ''),
      String(row.city ?? ''),
      String(row.creditLimit ?? ''),
    ]),
  );
  await expectToast(user, messages.exportDone);
});

test("a designer's 'Refresh data' shows what the upstream holds now, from design mode and from the endpoint editor", async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const world = await setUp(request, smtp, baseURL);
  const path = `/user/search/${world.view.uuid}`;
  await page.goto(path);
  await signIn(page, world.designer);
  await page.waitForURL(`**${path}`);
  const table = resultsTable(page, 'Customers');
  const first = json.customers[0];
  await expect(table.getByRole('cell', { name: String(first.name), exact: true })).toBeVisible();

  const rename = async (name: string) => {
    const changed = await fetch(`${json.url}/customers/${first.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(changed.status).toBe(200);
  };
  await rename('Renamed in the upstream');
  await page.reload();
  // Still the cached answer.
  await expect(table.getByRole('cell', { name: String(first.name), exact: true })).toBeVisible();

  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await expect(page.getByRole('menuitem', { name: messages.refreshData })).toBeEnabled();
  await screenshotAt(page, 'refresh-data-menu', wide, { fullPage: false });
  await page.getByRole('menuitem', { name: messages.refreshData }).click();
  await expectToast(page, messages.dataRefreshed);
  await expect(table.getByRole('cell', { name: 'Renamed in the upstream', exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'design mode after Refresh data');

  // The endpoint editor: 'Cache answers for' and its own 'Refresh data'.
  await rename('Renamed again');
  await page.goto('/admin/connectorsadmin');
  await chooseOption(page, 'Server', 'Customer data');
  await page.getByRole('button', { name: 'Edit Endpoints' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Customer data' });
  await chooseOption(page, 'Endpoint', 'Customers');
  const cache = editor.getByRole('combobox', { name: messages.cacheAnswersFor });
  await expect(cache).toHaveValue('5 minutes');
  await screenshotAt(page, 'endpoint-cache-fields', wide, { fullPage: false });
  await screenshotAt(page, 'endpoint-cache-fields', phone, { fullPage: false });
  await page.setViewportSize(wide);
  await expectNoAccessibilityViolations(page, 'endpoint editor with its cache', true);
  await editor.getByRole('button', { name: messages.refreshData }).click();
  await expectToast(page, messages.dataRefreshed);
  await chooseOption(page, messages.cacheAnswersFor, 'Off');
  await editor.getByRole('button', { name: 'Update Endpoint' }).click();
  await expectToast(page, messages.endpointUpdated);
  await page.keyboard.press('Escape');

  await page.goto(path);
  await expect(table.getByRole('cell', { name: 'Renamed again', exact: true })).toBeVisible();
  // Off: every page view asks the upstream.
  await rename('Renamed a third time');
  await page.reload();
  await expect(table.getByRole('cell', { name: 'Renamed a third time', exact: true })).toBeVisible();
});

test('a long export says how many rows have arrived and can be cancelled', async ({
  request,
  smtp,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A slow upstream: each page of the export takes a while, so the running state stays on screen.
  const slow = await startRecordingProxy(json.url);
  try {
    const world = await setUp(request, smtp, baseURL, slow.url);
    const user = await openAs(browser, baseURL, world.reader, `/user/search/${world.view.uuid}`);
    await expectRecords(user, json.customers.length);
    // Each page takes long enough that the export outlasts the screenshots and accessibility checks
    // below on a busy machine (at 4 s a page it once ended before Cancel was pressed). Its three
    // pages take a minute in all.
    slow.setDelay(20_000);
    let downloaded = false;
    user.on('download', () => {
      downloaded = true;
    });
    await user.getByRole('button', { name: messages.exportAction }).click();
    const progress = user
      .getByRole('status')
      .filter({ hasText: messages.exportProgress.replace('{rows}', '500') });
    await expect(progress).toBeVisible({ timeout: 40_000 });
    // By the phone's checks the second page may have come in too (a CI run once saw that).
    const running = user.getByRole('status').filter({
      hasText: new RegExp(`^${messages.exportProgress.replace('{rows}', '(500|1,000)')}$`),
    });
    const cancel = user.getByRole('button', { name: messages.exportCancel });
    await expect(cancel).toBeVisible();
    await expect(user.getByRole('button', { name: messages.exportAction })).toHaveCount(0);
    await screenshotAt(user, 'export-csv-running', wide, { fullPage: false });
    await expectNoAccessibilityViolations(user, 'search page while an export runs');
    await screenshotAt(user, 'export-csv-running', phone, { fullPage: false });
    await expect(running).toBeVisible();
    await expectNoAccessibilityViolations(user, 'search page while an export runs, on a phone');
    await cancel.click();
    await expectToast(user, messages.exportCancelled);
    await expect(user.getByRole('button', { name: messages.exportAction })).toBeVisible();
    slow.setDelay(0);
    expect(downloaded).toBe(false);
  } finally {
    await slow.close();
  }
});

test('an export stopped at the cap says so on screen and the file holds the first rows', async ({
  smtp,
  browser,
}) => {
  test.setTimeout(120_000);
  // A portal of its own whose exports stop at 100 rows.
  const portal = await startPortal({ SMTP_URL: smtp.url, EXPORT_MAX_ROWS: '100' });
  const request = await playwrightRequest.newContext({ baseURL: portal.url });
  try {
    const world = await setUp(request, smtp, portal.url);
    const user = await openAs(browser, portal.url, world.reader, `/user/search/${world.view.uuid}`);
    await expectRecords(user, json.customers.length);
    const { records } = await exportFile(user);
    expect(records.slice(1).map((row) => row[0])).toEqual(
      (json.customers as Row[]).slice(0, 100).map((row) => String(row.id)),
    );
    const note = messages.exportTruncated.replace('{max}', '100');
    await expect(user.getByRole('status').filter({ hasText: note })).toBeVisible();
    await screenshotAt(user, 'export-csv-capped', wide, { fullPage: false });
    await expectNoAccessibilityViolations(user, 'search page after a capped export');
    await screenshotAt(user, 'export-csv-capped', phone, { fullPage: false });
    await expect(user.getByRole('status').filter({ hasText: note })).toBeInViewport();
    await expect(user.getByRole('button', { name: messages.exportAction })).toBeInViewport({ ratio: 1 });
    await expectNoAccessibilityViolations(user, 'search page after a capped export, on a phone');
    await user.context().close();
  } finally {
    await request.dispose();
    await portal.stop();
  }
});
