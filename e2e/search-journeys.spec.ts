import type { Browser, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { signIn } from './fixtures/accounts.ts';
import { type JsonUpstream, startJsonUpstream } from './fixtures/json-upstream.ts';
import { chooseOption, expectToast } from './fixtures/search-setup.ts';
import {
  addFilterAndNavigation,
  expectRecords,
  firstCells,
  flingToEnd,
  type Row,
  resultsTable,
  scrollThroughRows,
  setUpSearchWorld,
  type UpstreamUnderTest,
} from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

let sample: SampleUpstream;
let json: JsonUpstream;

test.beforeAll(async () => {
  sample = await startSampleUpstream({ host: '127.0.0.1', port: 0 });
  json = await startJsonUpstream(2345);
});
test.afterAll(async () => {
  await sample?.close();
  await json?.close();
});

const fold = (value: unknown) => String(value ?? '').toLocaleLowerCase('und');
const upstreams = (): UpstreamUnderTest[] => [
  {
    label: 'the sample upstream (default adapter)',
    url: sample.url,
    adapter: 'default',
    customers: sample.data.customers,
    compareText: (a, b) => a.localeCompare(b, 'en'),
    // Free text searches the view's text filter fields.
    freeTextMatches: (row, value, fields) => fields.some((field) => fold(row[field]).includes(fold(value))),
  },
  {
    label: 'json-server 0.17 (jsonserver adapter)',
    url: json.url,
    adapter: 'jsonserver',
    customers: json.customers,
    compareText: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    // json-server's q is its own full text over every field.
    freeTextMatches: (row, value) => Object.values(row).some((field) => fold(field).includes(fold(value))),
  },
];

/** The designer builds the page with the wizard: id, name, city and credit limit, for the group Readers. */
async function createWithWizard(page: Page, name: string) {
  await page.goto('/designer/newsearch');
  await chooseOption(page, 'Server', 'Customer data');
  await chooseOption(page, 'Endpoint', 'Customers');
  await expect(page.getByLabel('Fields detected')).toContainText('creditLimit');
  await page.getByRole('button', { name: messages.wizardNext }).click();
  await page.getByLabel('Page Name').fill(name);
  await page.getByLabel('Page Title').fill(name);
  await page.getByRole('button', { name: messages.wizardNext }).click();
  for (const column of ['id', 'name', 'city', 'creditLimit']) await chooseOption(page, 'Columns', column);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: messages.wizardNext }).click();
  await chooseOption(page, 'Group', 'Readers');
  await page.getByRole('button', { name: messages.wizardCreateView }).click();
  await expectToast(page, messages.viewCreated);
  await page.waitForURL('**/designer');
}

async function openAs(
  browser: Browser,
  baseURL: string,
  person: { email: string; password: string },
  path: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(path);
  await signIn(page, person);
  await page.waitForURL(`**${path}`);
  return page;
}

const searchParamOf = (page: Page) => new URL(page.url()).searchParams.get('search');

for (const pick of [0, 1]) {
  test(`a designer builds a search page and a user searches, filters, sorts and scrolls it: ${['sample upstream', 'json-server'][pick]}`, async ({
    page,
    request,
    smtp,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const upstream = upstreams()[pick];
    const rows = upstream.customers as Row[];
    const world = await setUpSearchWorld(request, smtp, baseURL, upstream);
    await page.goto('/login');
    await signIn(page, world.designer);
    await page.waitForURL('**/home');
    await createWithWizard(page, 'Customers');
    const mine = await world.designerApi.get('/api/myviews').then((r) => r.json());
    const viewUuid = mine.find((entry: { beView: { name: string } }) => entry.beView.name === 'Customers')
      .beView.uuid;
    await addFilterAndNavigation(world.designerApi, viewUuid, world.detailUuid);

    const user = await openAs(browser, baseURL, world.reader, `/user/search/${viewUuid}`);
    const table = resultsTable(user, 'Customers');
    await expectRecords(user, rows.length);

    // Free text, then a field filter: fewer rows, the search parameter follows, a reload restores both.
    const search = user.getByRole('combobox', { name: 'Search' });
    await search.fill('harbor');
    await search.press('Enter');
    const freeText = rows.filter((row) => upstream.freeTextMatches(row, 'harbor', ['name', 'city']));
    await expectRecords(user, freeText.length);
    await expect
      .poll(() => searchParamOf(user))
      .toBe(JSON.stringify([{ label: '*', field: '*', value: 'harbor' }]));
    const cities = freeText.map((row) => String(row.city)).filter((city) => /^[A-Za-z ]+$/.test(city));
    const city = cities.sort(
      (a, b) => cities.filter((c) => c === b).length - cities.filter((c) => c === a).length,
    )[0];
    await search.fill(city);
    await user.getByRole('option', { name: `City: ${city}` }).click();
    const both = freeText.filter((row) => fold(row.city).includes(fold(city)));
    await expectRecords(user, both.length);
    expect(both.length).toBeGreaterThan(0);
    expect(JSON.parse(searchParamOf(user) ?? '[]')).toEqual([
      { label: '*', field: '*', value: 'harbor' },
      { label: 'City', field: 'city', value: city },
    ]);
    const shown = await scrollThroughRows(table, both.length);
    expect(Object.values(shown.byIndex)).toEqual(both.map((row) => String(row.id)));
    await user.reload();
    await expectRecords(user, both.length);
    await expect(user.getByText(`City: ${city}`)).toBeVisible();
    await user.getByRole('button', { name: 'Remove filter Any field: harbor' }).click();
    await user.getByRole('button', { name: `Remove filter City: ${city}` }).click();
    await expectRecords(user, rows.length);
    await expect.poll(() => searchParamOf(user)).toBeNull();

    // A number range: from 20000 to 30000 inclusive, reloaded 2 s after the last change.
    await user.getByRole('switch', { name: 'Credit limit', exact: true }).check();
    await user.getByLabel('Credit limit equals').fill('20000');
    await user.getByRole('switch', { name: 'Credit limit range' }).check();
    await user.getByLabel('Credit limit to').fill('30000');
    await user.getByLabel('Credit limit to').blur();
    const ranged = rows.filter((row) => Number(row.creditLimit) >= 20000 && Number(row.creditLimit) <= 30000);
    await expectRecords(user, ranged.length);
    await user.getByRole('switch', { name: 'Credit limit', exact: true }).uncheck();
    await expectRecords(user, rows.length);

    // Sorting by name: ascending, descending, none; the upstream orders each.
    const header = table.getByRole('columnheader', { name: 'Name' });
    const byName = [...rows].sort(
      (a, b) => upstream.compareText(String(a.name), String(b.name)) || Number(a.id) - Number(b.id),
    );
    const requestsBefore = json.requests.length;
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => (await firstCells(table))[0]).toBe(String(byName[0].id));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = [...rows].sort(
      (a, b) => -upstream.compareText(String(a.name), String(b.name)) || Number(a.id) - Number(b.id),
    );
    await expect.poll(async () => (await firstCells(table))[0]).toBe(String(descending[0].id));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect.poll(async () => (await firstCells(table))[0]).toBe(String(rows[0].id));
    if (upstream.adapter === 'jsonserver') {
      // Each order reaches json-server (pages of it); the unsorted first page comes from the proxy cache.
      const asked = json.requests.slice(requestsBefore).map((url) => new URL(url, json.url).searchParams);
      const orders = asked.map((params) => `${params.get('_sort')} ${params.get('_order')}`);
      expect(orders.filter((order, index) => order !== orders[index - 1])).toEqual(['name asc', 'name desc']);
      expect(asked.filter((params) => params.get('_start') === '0')).toHaveLength(2);
    }

    // Scrolling to the end loads pages of 50, every row exactly once.
    const asked: Array<{ offset: number; limit: number }> = [];
    user.on('request', (sent) => {
      if (sent.url().endsWith('/api/proxy')) asked.push(sent.postDataJSON().params);
    });
    const jsonBefore = json.requests.length;
    await user.reload();
    await expectRecords(user, rows.length);
    const seen = await scrollThroughRows(table, rows.length);
    const ids = Object.entries(seen.byIndex)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, id]) => id);
    expect(ids).toEqual(rows.map((row) => String(row.id)));
    expect(seen.maxRowsInDom).toBeLessThan(60);
    const pages = Array.from({ length: Math.ceil(rows.length / 50) }, (_, i) => ({
      offset: i * 50,
      limit: 50,
    }));
    // The first page came with the page, drawn by the server; the browser asks for the others, once each.
    expect(asked.map(({ offset, limit }) => ({ offset, limit }))).toEqual(pages.slice(1));
    if (upstream.adapter === 'jsonserver') {
      // Pages the proxy had not answered in the last five minutes reach json-server as _start/_limit.
      const reached = json.requests.slice(jsonBefore).map((url) => new URL(url, json.url).searchParams);
      expect(reached.length).toBeGreaterThan(0);
      for (const params of reached) {
        expect(params.get('_limit')).toBe('50');
        expect(pages.map((page) => String(page.offset))).toContain(params.get('_start'));
      }
    }

    // Held at the very bottom, as a fling leaves it, the table loads page after page to the end: a
    // page arriving while the bottom stays in view is followed by the next without scrolling back.
    await user.reload();
    await expectRecords(user, rows.length);
    const flung = await flingToEnd(table, rows.length);
    expect(flung.rows).toBe(rows.length);
    expect(flung.longestWaitMs).toBeLessThan(3_000);

    // A navigable cell leads to the customer's detail page with the row's values.
    await table.evaluate((element) => element.scrollTo({ top: 0 }));
    const firstRow = rows[0];
    await table.getByRole('link', { name: String(firstRow.name), exact: true }).click();
    await user.waitForURL(
      (url) => url.pathname === `/user/detail/${world.detailUuid}` && url.searchParams.has('vars'),
    );
    expect(JSON.parse(new URL(user.url()).searchParams.get('vars') ?? '{}')).toEqual({
      customerId: firstRow.id,
    });
    await user.context().close();
  });
}
