import type { Page } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { signIn } from './fixtures/accounts.ts';
import { callApi } from './fixtures/portal-api.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { chooseOption } from './fixtures/search-setup.ts';
import {
  addFilterAndNavigation,
  expectRecords,
  firstCells,
  resultsTable,
  setUpSearchWorld,
} from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: SampleUpstream;

test.beforeAll(async () => {
  upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 1200 } });
});
test.afterAll(async () => {
  await upstream?.close();
});

const column = (value: string, label: string, width = 'max-w-auto') => ({
  value,
  label,
  width,
  hidemobile: '',
});

/** A customers page as older views were saved (no value types), with a number filter and a link. */
async function setUp(
  request: Parameters<typeof setUpSearchWorld>[0],
  smtp: Parameters<typeof setUpSearchWorld>[1],
  baseURL: string,
) {
  const world = await setUpSearchWorld(request, smtp, baseURL, {
    label: 'sample',
    url: upstream.url,
    adapter: 'default',
    customers: upstream.data.customers,
    compareText: (a, b) => a.localeCompare(b, 'en'),
    freeTextMatches: () => true,
  });
  const groups = await callApi<Array<{ uuid: string; name: string }>>(
    world.designerApi,
    'GET',
    '/api/groups',
  );
  const view = await callApi<View>(world.designerApi, 'POST', '/api/views', {
    name: 'Accounts',
    type: 'search',
    metacontent: {
      title: 'Accounts',
      columns: [
        column('id', 'Id', 'max-w-24'),
        column('name', 'Name'),
        column('city', 'City'),
        column('creditLimit', 'Credit limit', 'max-w-24'),
        column('createdAt', 'Since'),
      ],
      textFilters: [
        { key: 'name', field: 'name', label: 'Name' },
        { key: 'city', field: 'city', label: 'City' },
      ],
      customFilters: [],
    },
    metadata: { server: world.connection.serverId, endpoint: world.connection.endpoints.Customers },
    groupUuid: groups.find((group) => group.name === 'Readers')?.uuid,
  });
  await addFilterAndNavigation(world.designerApi, view.uuid, world.detailUuid);
  return { ...world, view };
}

async function open(page: Page, person: { email: string; password: string }, path: string) {
  await page.goto(path);
  await signIn(page, person);
  await page.waitForURL(`**${path}`);
}

const customers = () => upstream.data.customers;
const enUS = (value: number) => value.toLocaleString('en-US');
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

test('numbers and dates read as people read them, and no header is cut', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  await page.setViewportSize(wide);
  const world = await setUp(request, smtp, baseURL);
  await open(page, world.designer, `/user/search/${world.view.uuid}`);
  await expectRecords(page, customers().length);
  await expect(page.getByText(`${messages.searchRecords} ${enUS(customers().length)}`)).toBeVisible();

  const table = resultsTable(page, 'Accounts');
  const first = customers()[0];
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: String(first.name) }) });
  const limit = row.getByRole('cell').nth(3);
  await expect(limit).toHaveText(enUS(Number(first.creditLimit)));
  await expect(limit).toHaveCSS('text-align', 'end');
  await expect(row.getByRole('cell').nth(4)).toHaveText(day(String(first.createdAt)));
  // An identifier stays as it is: no thousands separator in an id.
  await expect(row.getByRole('cell').first()).toHaveText(String(first.id));
  for (const header of ['Id', 'Credit limit']) {
    const cut = await table
      .getByRole('columnheader', { name: header })
      .evaluate((cell) =>
        [...cell.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth),
      );
    expect(cut, `the header ${header} is cut`).toBe(false);
  }
  await screenshotAt(page, 'search-formatted', wide, { fullPage: false });
  await screenshotAt(page, 'search-formatted', phone, { fullPage: false });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(wide);

  // Edit Columns: a new column is labelled as people read it and typed from its values; a type can change.
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  await page
    .getByRole('group', { name: 'Design mode' })
    .getByRole('button', { name: messages.searchEditColumns })
    .click();
  const dialog = page.getByRole('dialog', { name: messages.searchEditColumns });
  await chooseOption(page, 'Field', 'accountManager');
  await dialog.getByRole('button', { name: 'Add Column' }).click();
  await expect(dialog.getByLabel('Label of accountManager')).toHaveValue('Account manager');
  await expect(dialog.getByRole('combobox', { name: 'Type of creditLimit' })).toHaveValue('Number');
  await expect(dialog.getByRole('combobox', { name: 'Type of createdAt' })).toHaveValue('Date');
  await chooseOption(page, 'Type of creditLimit', 'Text');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(limit).toHaveText(String(first.creditLimit));
  await expect(table.getByRole('columnheader', { name: 'Account manager' })).toBeVisible();
});

/**
 * Watches the page, from now on, for a status that shows `text`; the function it answers tells
 * whether one was shown meanwhile, however briefly.
 */
async function watchForStatus(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((wanted) => {
    const state = globalThis as { statusShown?: boolean };
    state.statusShown = false;
    const look = () => {
      const shown = [...document.querySelectorAll('[role=status]')].some(
        (element) => element.textContent?.includes(wanted) && element.checkVisibility(),
      );
      if (shown) {
        state.statusShown = true;
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, text);
  return () => page.evaluate(() => (globalThis as { statusShown?: boolean }).statusShown === true);
}

test('the number filter says what it does, shows its pending reload and corrects its bounds before sending', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  await page.setViewportSize(wide);
  const world = await setUp(request, smtp, baseURL);
  await open(page, world.designer, `/user/search/${world.view.uuid}`);
  await expectRecords(page, customers().length);
  const sent: Array<{ value: unknown; valueRange: unknown; isVisibleRange: boolean }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/proxy'))
      sent.push(...(request.postDataJSON().params.customFilters ?? []));
  });

  const filters = page.getByRole('group', { name: 'Credit limit', exact: true });
  const pending = page.getByRole('status').filter({ hasText: 'Applying filters' });
  await page.getByRole('switch', { name: 'Credit limit', exact: true }).check();
  await expect(filters.getByText('equals', { exact: true })).toBeVisible();
  // Switched on without a value it asks nothing new: no pending reload, no request, past the 2 s.
  const callsBefore = sent.length;
  let proxyCalls = 0;
  const countCall = (request: { url(): string }) => {
    if (request.url().endsWith('/api/proxy')) proxyCalls++;
  };
  page.on('request', countCall);
  await expect(pending).toHaveCount(0);
  await page.waitForTimeout(2500);
  await expect(pending).toHaveCount(0);
  expect(proxyCalls).toBe(0);
  expect(sent.length).toBe(callsBefore);
  page.off('request', countCall);
  // The reload waits its 2 s, and the page says so meanwhile. Watched from inside the page: on a busy
  // machine the test's next look can come after those 2 s.
  const pendingShown = await watchForStatus(page, 'Applying filters');
  await page.getByLabel('Credit limit equals').fill('30000');
  await expectRecords(page, customers().filter((row) => row.creditLimit === 30000).length);
  expect(await pendingShown()).toBe(true);
  await expect(pending).toHaveCount(0);

  await page.getByRole('switch', { name: 'Credit limit range' }).check();
  await expect(filters.getByText('from', { exact: true })).toBeVisible();
  await expect(filters.getByText('to', { exact: true })).toBeVisible();
  await page.getByLabel('Credit limit from').fill('90000');
  await page.getByLabel('Credit limit to').fill('60000');
  // Put right on screen first: the upper bound may not go below the lower one.
  await expect(page.getByLabel('Credit limit to')).toHaveValue('90000');
  await screenshotAt(page, 'search-number-filter', wide, { fullPage: false });
  await screenshotAt(page, 'search-number-filter', phone, { fullPage: false });
  await expectNoSidewaysScroll(page);
  await expect(page.getByLabel('Credit limit to')).toBeInViewport();
  await page.setViewportSize(wide);
  await expectRecords(page, customers().filter((row) => row.creditLimit === 90000).length);
  const ranged = sent.filter((filter) => filter.isVisibleRange);
  expect(ranged.length).toBeGreaterThan(0);
  // No range went out upside down. One sent while a bound was still empty is open on that side (null):
  // on a busy machine the 2 s reload can fire between the range switch and the bounds typed.
  const bounded = ranged.filter((filter) => filter.value !== null && filter.valueRange !== null);
  expect(bounded.length).toBeGreaterThan(0);
  for (const filter of bounded) expect(Number(filter.value)).toBeLessThanOrEqual(Number(filter.valueRange));

  // Only fields whose values are numbers are offered to a Number filter.
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  await page
    .getByRole('group', { name: 'Design mode' })
    .getByRole('button', { name: messages.searchEditCustomFilters })
    .click();
  await page.getByRole('combobox', { name: 'Field', exact: true }).click();
  // Each option shows the field and a value the loaded rows hold.
  await expect(page.getByRole('option')).toHaveText([/^id(?![A-Za-z])/, /^creditLimit(?![A-Za-z])/]);
});

test('sort, number filters and the scroll position survive Reload and Back', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  const world = await setUp(request, smtp, baseURL);
  await open(page, world.reader, `/user/search/${world.view.uuid}`);
  await expectRecords(page, customers().length);
  const table = resultsTable(page, 'Accounts');
  const header = table.getByRole('columnheader', { name: 'Credit limit' });
  await header.getByRole('button').click();
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('switch', { name: 'Credit limit', exact: true }).check();
  await page.getByRole('switch', { name: 'Credit limit range' }).check();
  await page.getByLabel('Credit limit from').fill('20000');
  await page.getByLabel('Credit limit to').fill('80000');
  const wanted = customers().filter(
    (row) => Number(row.creditLimit) >= 20000 && Number(row.creditLimit) <= 80000,
  );
  await expectRecords(page, wanted.length);
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('creditLimit:desc');
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('numbers') ?? 'null'))
    .toEqual([{ field: 'creditLimit', value: 20000, valueRange: 80000 }]);

  // A page opened anew does not read its view: the server drew the page and sent the view with it.
  const viewReads: string[] = [];
  const countViewReads = (sent: { url(): string }) => {
    if (new URL(sent.url()).pathname === `/api/views/${world.view.uuid}`) viewReads.push(sent.url());
  };
  page.on('request', countViewReads);
  await page.reload();
  await expectRecords(page, wanted.length);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  page.off('request', countViewReads);
  expect(viewReads).toHaveLength(0);
  await expect(page.getByRole('switch', { name: 'Credit limit', exact: true })).toBeChecked();
  await expect(page.getByLabel('Credit limit from')).toHaveValue('20000');
  await expect(page.getByLabel('Credit limit to')).toHaveValue('80000');

  // Down the list, into a customer's page, and Back: the same rows are in view.
  await expect
    .poll(() =>
      table.evaluate((element) => {
        element.scrollTop = 44 * 120;
        return element.scrollTop;
      }),
    )
    .toBe(44 * 120);
  await expect.poll(async () => (await firstCells(table)).length).toBeGreaterThan(10);
  const before = await firstCells(table);
  const link = table.getByRole('row', { name: new RegExp(`^${before[8]} `) }).getByRole('link');
  await link.click();
  await page.waitForURL(`**/user/detail/${world.detailUuid}?**`);
  await expect(table).toHaveCount(0);
  await page.goBack();
  await expectRecords(page, wanted.length);
  await expect.poll(() => table.evaluate((element) => element.scrollTop)).toBeGreaterThan(44 * 100);
  await expect.poll(async () => (await firstCells(table)).includes(before[8])).toBe(true);
});

test('the search box: Enter closes its list, Backspace takes back the last filter, Clear all and Clear filters empty it, accents do not matter', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  const world = await setUp(request, smtp, baseURL);
  await open(page, world.reader, `/user/search/${world.view.uuid}`);
  await expectRecords(page, customers().length);
  const search = page.getByRole('combobox', { name: 'Search' });
  const list = page.getByRole('listbox', { name: 'Text filters' });

  await search.click();
  await expect(list).toBeVisible();
  await search.fill('zurich');
  await search.press('Enter');
  const zurich = customers().filter((row) =>
    ['name', 'city'].some((field) => /zürich/i.test(String(row[field]))),
  );
  expect(zurich.length).toBeGreaterThan(0);
  await expectRecords(page, zurich.length);
  // The list stays closed after the reload, so it does not cover the rows.
  await expect(search).toBeFocused();
  await expect(list).toBeHidden();

  await search.fill('GmbH');
  await page.getByRole('option', { name: 'Name: GmbH' }).click();
  await expect(page.getByRole('button', { name: 'Remove filter Name: GmbH' })).toBeVisible();
  await search.press('Backspace');
  await expect(page.getByRole('button', { name: 'Remove filter Name: GmbH' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove filter Any field: zurich' })).toBeVisible();

  await search.fill('GmbH');
  await search.press('Enter');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expectRecords(page, customers().length);
  await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);

  // Nothing matches: the empty result offers to clear every filter, text and number alike.
  await page.getByRole('switch', { name: 'Credit limit', exact: true }).check();
  await page.getByLabel('Credit limit equals').fill('1');
  await search.fill('no customer has this name');
  await search.press('Enter');
  await expect(page.getByText(messages.searchNoRecords)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expectRecords(page, customers().length);
  await expect(page.getByRole('switch', { name: 'Credit limit', exact: true })).not.toBeChecked();
});

test('on a phone the table hints at more columns and a tap on a row opens it', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  await page.setViewportSize(phone);
  const world = await setUp(request, smtp, baseURL);
  await open(page, world.reader, `/user/search/${world.view.uuid}`);
  await expectRecords(page, customers().length);
  const table = resultsTable(page, 'Accounts');
  const first = customers()[0];
  const hint = page.locator('[class*="moreHint"]');
  await expect(hint).toHaveAttribute('data-visible', 'true');
  await page.screenshot({ path: '.shots/search-phone-390.png' });
  await table.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(hint).not.toHaveAttribute('data-visible', 'true');
  await table.evaluate((element) => {
    element.scrollLeft = 0;
  });
  // The name link is off to the right; the row's first cell opens the same page.
  await table
    .getByRole('row', { name: new RegExp(`^${first.id} `) })
    .getByRole('cell')
    .first()
    .click();
  await page.waitForURL(`**/user/detail/${world.detailUuid}?**`);
  expect(JSON.parse(new URL(page.url()).searchParams.get('vars') ?? '{}')).toEqual({ customerId: first.id });
});
