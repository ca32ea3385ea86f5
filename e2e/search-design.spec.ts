import type { Page } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { signIn } from './fixtures/accounts.ts';
import { apiAs, callApi } from './fixtures/portal-api.ts';
import { chooseOption, expectToast } from './fixtures/search-setup.ts';
import { expectRecords, resultsTable, setUpSearchWorld } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: SampleUpstream;

test.beforeAll(async () => {
  upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 300 } });
});
test.afterAll(async () => {
  await upstream?.close();
});

const column = (value: string, label: string) => ({ value, label, width: 'max-w-auto', hidemobile: '' });

/** The designer's world with a plain search view in the group Readers. */
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
        column('id', 'Id'),
        column('name', 'Name'),
        column('city', 'City'),
        column('creditLimit', 'Credit limit'),
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
  return { ...world, view };
}

async function openDialog(page: Page, name: string) {
  await page.getByRole('group', { name: 'Design mode' }).getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

test('design mode: each dialog changes the page, its checks speak, and Save & Exit survives a reload', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const world = await setUp(request, smtp, baseURL);
  const path = `/user/search/${world.view.uuid}`;
  await page.goto(path);
  await signIn(page, world.designer);
  await page.waitForURL(`**${path}`);
  await expectRecords(page, 300);
  const table = resultsTable(page, 'Accounts');

  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  await expect(page.getByRole('group', { name: 'Design mode' })).toBeVisible();

  // Text filters: a field is needed, once; an emptied label reverts to the field name. Each refusal
  // shows under the field it concerns and goes once the field is put right.
  let dialog = await openDialog(page, messages.searchEditTextFilters);
  const fieldPicker = dialog.getByRole('combobox', { name: 'Field', exact: true });
  await dialog.getByRole('button', { name: 'Add Text Filter' }).click();
  await expect(fieldPicker).toHaveAccessibleDescription(messages.searchSelectField);
  await chooseOption(page, 'Field', 'name');
  await expect(fieldPicker).toHaveAccessibleDescription('');
  await dialog.getByRole('button', { name: 'Add Text Filter' }).click();
  await expect(fieldPicker).toHaveAccessibleDescription(messages.searchFieldExists);
  await chooseOption(page, 'Field', 'country');
  await dialog.getByRole('button', { name: 'Add Text Filter' }).click();
  await expect(fieldPicker).toHaveAccessibleDescription('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const countryLabel = dialog.getByLabel('Label of country');
  await countryLabel.fill('');
  await countryLabel.blur();
  await expect(countryLabel).toHaveAccessibleDescription(messages.searchLabelEmpty);
  // Back to the field's name as people read it.
  await expect(countryLabel).toHaveValue('Country');
  await countryLabel.fill('Country');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('combobox', { name: 'Search' }).click();
  await expect(page.getByRole('option', { name: 'Country' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Custom filters: a Number filter on the credit limit, once.
  dialog = await openDialog(page, messages.searchEditCustomFilters);
  const customField = dialog.getByRole('combobox', { name: 'Field', exact: true });
  await dialog.getByRole('button', { name: 'Add Custom Filter' }).click();
  await expect(customField).toHaveAccessibleDescription(messages.searchSelectField);
  await chooseOption(page, 'Field', 'creditLimit');
  await dialog.getByLabel('Label', { exact: true }).fill('Credit limit');
  await dialog.getByRole('button', { name: 'Add Custom Filter' }).click();
  await expect(customField).toHaveAccessibleDescription('');
  await expectToast(page, messages.searchCustomFieldAdded);
  await chooseOption(page, 'Field', 'creditLimit');
  await dialog.getByRole('button', { name: 'Add Custom Filter' }).click();
  await expect(customField).toHaveAccessibleDescription(messages.searchFieldExists);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('switch', { name: 'Credit limit', exact: true })).toBeVisible();

  // Columns: no repeats; a new column hidden on phones; the name leads to the customer's page.
  dialog = await openDialog(page, messages.searchEditColumns);
  await chooseOption(page, 'Field', 'name');
  await dialog.getByRole('button', { name: 'Add Column' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Field', exact: true })).toHaveAccessibleDescription(
    messages.searchColumnExists,
  );
  await chooseOption(page, 'Field', 'segment');
  await dialog.getByRole('button', { name: 'Add Column' }).click();
  await chooseOption(page, 'Hide segment on mobile', 'Yes');
  await dialog.getByRole('tab', { name: 'Navigation' }).click();
  await chooseOption(page, 'Column', 'Name');
  await chooseOption(page, 'Destination detail view', 'Customer');
  await chooseOption(page, 'Row field for customerId', 'id');
  await dialog.getByRole('button', { name: 'Save Navigation' }).click();
  await expectToast(page, messages.searchNavigationUpdated);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(table.getByRole('columnheader', { name: 'segment' })).toBeVisible();

  // Title and name: blanks become the product's defaults; Enter submits nothing.
  dialog = await openDialog(page, messages.searchEditTitleAndName);
  await dialog.getByLabel('Page Title').fill('');
  await dialog.getByLabel('Page Title').blur();
  await expect(dialog.getByLabel('Page Title')).toHaveValue(messages.untitledView);
  await dialog.getByLabel('Page Name').fill('');
  await dialog.getByLabel('Page Name').blur();
  await expect(dialog.getByLabel('Page Name')).toHaveValue(messages.unnamedView);
  await dialog.getByLabel('Page Title').fill('Key accounts');
  await dialog.getByLabel('Page Name').fill('Key accounts page');
  await dialog.getByLabel('Page Name').press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Key accounts' })).toBeVisible();

  // In design mode, navigation is locked and sorting ignored.
  const firstName = String(upstream.data.customers[0].name);
  await resultsTable(page, 'Key accounts').getByRole('link', { name: firstName }).click();
  await expectToast(page, messages.searchNavigationLocked);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const idHeader = resultsTable(page, 'Key accounts').getByRole('columnheader', { name: 'Id' });
  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'none');

  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchSaveAndExit }).click();
  await expectToast(page, messages.searchViewSaved);
  await expect(page.getByRole('group', { name: 'Design mode' })).toBeHidden();

  await page.reload();
  const saved = resultsTable(page, 'Key accounts');
  await expect(saved.getByRole('columnheader', { name: 'segment' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Credit limit', exact: true })).toBeVisible();
  const stored = await callApi<View & { type: 'search' }>(
    world.designerApi,
    'GET',
    `/api/views/${world.view.uuid}`,
  );
  expect(stored.name).toBe('Key accounts page');
  expect(stored.metacontent.textFilters.map((filter) => filter.label)).toEqual(['Name', 'City', 'Country']);
  await saved.getByRole('link', { name: firstName }).click();
  await page.waitForURL((url) => url.pathname === `/user/detail/${world.detailUuid}`);
  expect(JSON.parse(new URL(page.url()).searchParams.get('vars') ?? '{}')).toEqual({
    customerId: upstream.data.customers[0].id,
  });

  // A save over a version someone else saved in between is refused and says so.
  await page.goto(path);
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  const other = await apiAs(baseURL, world.designer);
  await callApi(other, 'PUT', `/api/views/${world.view.uuid}`, {
    ...stored,
    metacontent: { ...stored.metacontent, title: 'Renamed elsewhere' },
  });
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchSaveAndExit }).click();
  await expectToast(page, messages.staleViewVersion);
  await expect(page.getByRole('group', { name: 'Design mode' })).toBeVisible();
});

test('a user without the designer role sees no Designer menu and may not save; the page fits a phone', async ({
  browser,
  request,
  smtp,
  baseURL,
}) => {
  const world = await setUp(request, smtp, baseURL);
  const view = world.view as View & { type: 'search' };
  const hidden = {
    ...view,
    metacontent: {
      ...view.metacontent,
      columns: [...view.metacontent.columns, { ...column('segment', 'Segment'), hidemobile: 'hidden' }],
    },
  };
  await callApi(world.designerApi, 'PUT', `/api/views/${view.uuid}`, hidden);
  const path = `/user/search/${view.uuid}`;

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await signIn(page, world.reader);
  await page.waitForURL(`**${path}`);
  await expectRecords(page, 300);
  await expect(page.getByRole('button', { name: messages.searchDesigner })).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Designer' })).toHaveCount(0);
  const table = resultsTable(page, 'Accounts');
  await expect(table.getByRole('columnheader', { name: 'Segment' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('search-view-1440.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectRecords(page, 300);
  await expect(table.getByRole('columnheader', { name: 'Segment' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('search-view-390.png') });
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBe(0);

  const reader = await apiAs(baseURL, world.reader);
  const refused = await reader.put(`/api/views/${view.uuid}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ...view, version: 2, metacontent: { ...view.metacontent, title: 'Mine now' } },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});
