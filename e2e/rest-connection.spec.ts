import type { Page } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { generateDataSet } from '@portal/sample-upstream';
import { startJsonServer1 } from '../apps/server/test/proxy/start-json-server-1.ts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServer, chooseOption, expectToast } from './fixtures/connections.ts';
import {
  designBar,
  designerMenu,
  openFromBar,
  pick,
  runDetailWizard,
  segment,
} from './fixtures/detail-design-ui.ts';
import { addGroup, addInvitedUser, apiAs, callApi } from './fixtures/portal-api.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import {
  addFilterAndNavigation,
  expectRecords,
  type Row,
  resultsTable,
  scrollThroughRows,
} from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

// json-server 1.x keeps ids as text; an order's customerId stays a number, as json-server reads `:eq=5`.
const dataSet = generateDataSet();
const customers = dataSet.customers.slice(0, 120).map((row) => ({ ...row, id: String(row.id) })) as Row[];
const orders = dataSet.orders.filter((order) => Number(order.customerId) <= customers.length) as Row[];
let upstream: { url: string; close(): Promise<void> };

test.beforeAll(async () => {
  upstream = await startJsonServer1({ customers, orders });
});
test.afterAll(async () => {
  await upstream?.close();
});

/** A plain user's page at both sizes, as they see it (no axe: each screen has its own journey for that). */
async function lookAtPage(page: Page, name: string) {
  await screenshotAt(page, name, wide, { fullPage: false });
  await screenshotAt(page, name, phone, { fullPage: false });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(wide);
}

/** The form and the tester, looked at on a laptop and on a phone (where nothing scrolls sideways), and checked with axe. */
async function lookAt(page: Page, name: string, inDialog = false) {
  const fullPage = !inDialog;
  await screenshotAt(page, name, wide, { fullPage });
  await expectNoAccessibilityViolations(page, name, inDialog);
  await screenshotAt(page, name, phone, { fullPage });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(wide);
}

test('an admin connects json-server 1.x by its preset, a designer builds a search page over it, and a user scrolls it to the end and opens a record', async ({
  page,
  request,
  smtp,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(wide);
  const owner = await registerActivatedAccount(request, smtp, 'rest');
  const ownerApi = await apiAs(baseURL, owner);
  await page.goto('/admin/connectorsadmin');
  await signIn(page, owner);
  await page.waitForURL('**/admin/connectorsadmin');

  // The admin adds the server and picks 'REST (any API)': the preset fills the parts, each editable.
  await addServer(page, 'Catalog', `${upstream.url}/`);
  await expectToast(page, messages.serverAdded);
  const settings = page.getByRole('form', { name: 'Server settings' });
  await settings.getByLabel('Adapter').selectOption('rest');
  await expect(settings.getByLabel('Preset')).toHaveValue('json-server-1');
  await settings.getByLabel('Preset').selectOption('feathers');
  await settings.getByRole('button', { name: 'Advanced: conventions' }).click();
  await expect(settings.getByLabel('Offset parameter')).toHaveValue('$skip');
  await expect(settings.getByLabel('Text contains')).toHaveValue('');
  // 'Detect' reads one answer of the saved server and fills the parts it suggests, for review.
  await settings.getByLabel('Sample list path').fill('customers?_page=1&_per_page=10');
  await settings.getByRole('button', { name: 'Detect' }).click();
  const proposed = settings.getByRole('status').filter({ hasText: messages.restDetectProposed });
  await expect(proposed).toContainText("Rows: 10 at 'data'.");
  await expect(proposed).toContainText("Total: 120 at 'items'.");
  await expect(settings.getByLabel('Rows path')).toHaveValue('data');
  await expect(settings.getByLabel('Paging')).toHaveValue('page');
  await expect(settings.getByLabel('Page parameter')).toHaveValue('_page');
  await expect(settings.getByLabel('Page size parameter')).toHaveValue('_per_page');
  await expect(settings.getByLabel('First page')).toHaveValue('1');
  await expect(settings.getByLabel('Total path')).toHaveValue('items');
  // The templates are not in an answer: Feathers' stay until the preset changes.
  await expect(settings.getByLabel('Text contains')).toHaveValue('');
  await lookAt(page, 'rest-server-detect');
  await settings.getByLabel('Preset').selectOption('json-server-1');
  await expect(settings.getByLabel('Rows path')).toHaveValue('data');
  await expect(settings.getByLabel('Page parameter')).toHaveValue('_page');
  await expect(settings.getByLabel('Page size parameter')).toHaveValue('_per_page');
  await expect(settings.getByLabel('Total path')).toHaveValue('items');
  await expect(settings.getByLabel('Text contains')).toHaveValue('{field}:contains={value}');
  await expect(settings.getByLabel('Free text')).toHaveValue('');

  // A wrong part is named under its own field, and nothing is saved.
  await settings.getByLabel('Text contains').fill('name_like={value}');
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(settings.getByLabel('Text contains')).toHaveAccessibleDescription(
    messages.restTemplateNeedsField,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await lookAt(page, 'rest-server-form');
  await settings.getByLabel('Text contains').fill('{field}:contains={value}');
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, messages.serverUpdated);
  const servers = await callApi<Array<{ uuid: string; name: string; settings: { rest?: object } }>>(
    ownerApi,
    'GET',
    '/api/servers',
  );
  const catalog = servers.find((server) => server.name === 'Catalog');
  // Nothing differs from the preset, so the preset alone is saved.
  expect(catalog?.settings.rest).toEqual({ preset: 'json-server-1' });
  const serverId = catalog?.uuid ?? '';

  // The list endpoint through the editor; the record endpoint the detail page reads through the API.
  await page.getByRole('button', { name: 'Edit Endpoints' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Catalog' });
  await editor.getByRole('button', { name: 'New Endpoint' }).click();
  await editor.getByLabel('Endpoint name').fill('Customers');
  await editor.getByLabel('Endpoint URL').fill('customers');
  await editor.getByLabel('Response').selectOption('list');
  await editor.getByRole('button', { name: 'Add Endpoint' }).click();
  await expectToast(page, messages.endpointAdded);
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await callApi(ownerApi, 'POST', `/api/servers/${serverId}/endpoints`, {
    name: 'Customer',
    settings: { url: 'customers/$(customerId)', method: 'GET', response: 'record' },
  });
  await callApi(ownerApi, 'POST', `/api/servers/${serverId}/endpoints`, {
    name: 'Orders',
    settings: { url: 'orders', method: 'GET', response: 'list' },
  });

  // The tester shows what the portal understood: rows, total, the next page, the fields and their types.
  await page.getByRole('button', { name: 'Test Endpoints' }).click();
  const tester = page.getByRole('dialog', { name: 'Test Endpoints · Catalog' });
  await chooseOption(page, 'Endpoint', 'Customers');
  await tester.getByRole('button', { name: 'Test Endpoint' }).click();
  await expect(tester.getByRole('status', { name: 'Status 200' })).toBeVisible();
  const understood = tester.getByLabel('What the portal understood');
  await expect(understood.getByText('Rows', { exact: true }).locator('xpath=..')).toContainText('50');
  await expect(understood.getByText('Total', { exact: true }).locator('xpath=..')).toContainText('120');
  await expect(understood.getByText('Next page', { exact: true }).locator('xpath=..')).toContainText(
    '_page=2',
  );
  const fields = understood.getByRole('table', { name: 'Fields and their types' });
  await expect(fields.getByRole('row', { name: /^creditLimit/ })).toContainText('Number');
  await expect(fields.getByRole('row', { name: /^name/ })).toContainText('Text');
  await lookAt(page, 'rest-endpoint-tester', true);
  await page.keyboard.press('Escape');

  // The designer (the same owner) builds a customer page with the wizard, for the group Readers, and
  // in design mode a list panel of the customer's orders (json-server's customerId:eq=<the id>).
  const me = await callApi<{ uuid: string }>(ownerApi, 'POST', '/api/vt');
  const reader = await addInvitedUser(ownerApi, smtp, ['user']);
  await addGroup(ownerApi, 'Readers', { userUuids: [me.uuid, reader.user.uuid] });
  await page.goto('/designer/newdetail');
  await runDetailWizard(page, {
    server: 'Catalog',
    endpoint: 'Customer (customers/$(customerId))',
    values: { customerId: '1' },
    name: 'Customer',
    title: 'name',
    contextual: ['city'],
    group: 'Readers',
  });
  const views = await callApi<Array<{ uuid: string; name: string }>>(ownerApi, 'GET', '/api/views');
  const detail = views.find((view) => view.name === 'Customer') as { uuid: string };
  await page.goto(
    `/user/detail/${detail.uuid}?vars=${encodeURIComponent(JSON.stringify({ customerId: '1' }))}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(customers[0].name));
  await designerMenu(page, messages.searchDesignMode);
  let dialog = await openFromBar(page, messages.detailDataSources, messages.detailEditDataSources);
  await pick(dialog, messages.detailDatasetLabel, messages.detailNewDataset);
  await dialog.getByRole('button', { name: messages.detailAddOrEdit }).click();
  const form = dialog.getByRole('region', { name: messages.detailDatasetForm });
  await form.getByLabel(messages.detailDatasetName).fill('orders');
  await segment(form, 'List');
  await pick(form, messages.detailServer, 'Catalog');
  await pick(form, messages.detailEndpoint, 'Orders (orders)');
  await pick(form, messages.detailEndpointField, 'customerId');
  await pick(form, messages.detailQueryValueDataset, 'main');
  await pick(form, messages.detailQueryValueField, 'id');
  await form.getByRole('button', { name: messages.detailTestAndConfirm, exact: true }).click();
  await expectToast(page, messages.detailDatasetSaved);
  await dialog.getByRole('button', { name: messages.designDone }).click();
  dialog = await openFromBar(page, messages.detailPanels, messages.detailCreatePanels);
  await pick(dialog, messages.detailPanelType, 'List');
  await dialog.getByRole('textbox', { name: messages.detailPanelTitle }).fill('Orders');
  await pick(dialog, messages.detailListDataset, 'orders');
  await dialog.getByRole('button', { name: messages.detailAddPanel }).click();
  await expectToast(page, messages.detailPanelAdded);
  await dialog.getByRole('button', { name: messages.designDone }).click();
  await page.getByRole('button', { name: `${messages.detailEditPanel} Orders` }).click();
  dialog = page.getByRole('dialog', { name: `${messages.detailEditPanelList}: Orders` });
  await pick(dialog, `${messages.detailFieldField} (Line 1)`, 'orderNumber');
  await pick(dialog, `${messages.detailFieldField} (Line 2)`, 'status');
  await dialog.getByRole('button', { name: messages.designDone }).click();
  await designerMenu(page, messages.searchSaveAndExit);
  await expectToast(page, messages.searchViewSaved);
  await expect(designBar(page)).toBeHidden();

  // Then the search page with the wizard, for the same group.
  await page.goto('/designer/newsearch');
  await chooseOption(page, 'Server', 'Catalog');
  await chooseOption(page, 'Endpoint', 'Customers');
  await expect(page.getByLabel('Fields detected')).toContainText('creditLimit');
  await page.getByRole('button', { name: messages.wizardNext }).click();
  await page.getByLabel('Page Name').fill('Catalog customers');
  await page.getByLabel('Page Title').fill('Catalog customers');
  await page.getByRole('button', { name: messages.wizardNext }).click();
  for (const column of ['id', 'name', 'city', 'creditLimit']) await chooseOption(page, 'Columns', column);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: messages.wizardNext }).click();
  await chooseOption(page, 'Group', 'Readers');
  await page.getByRole('button', { name: messages.wizardCreateView }).click();
  await expectToast(page, messages.viewCreated);
  await page.waitForURL('**/designer');
  const mine = await callApi<Array<{ beView: { uuid: string; name: string } }>>(
    ownerApi,
    'GET',
    '/api/myviews',
  );
  const viewUuid = mine.find((entry) => entry.beView.name === 'Catalog customers')?.beView.uuid ?? '';
  const made = await callApi<View & { type: 'search' }>(ownerApi, 'GET', `/api/views/${viewUuid}`);
  // json-server 1.x writes "contains", so the text columns (its ids are text) became text filters.
  expect(made.metacontent.textFilters.map((filter) => filter.field)).toEqual(['id', 'name', 'city']);
  await addFilterAndNavigation(ownerApi, viewUuid, detail.uuid);

  // A plain user scrolls the page to its end, every row once, and opens the last customer.
  const context = await browser.newContext({ baseURL });
  const user = await context.newPage();
  await user.goto(`/user/search/${viewUuid}`);
  await signIn(user, reader);
  await user.waitForURL(`**/user/search/${viewUuid}`);
  const table = resultsTable(user, 'Catalog customers');
  await expectRecords(user, customers.length);
  const seen = await scrollThroughRows(table, customers.length);
  const ids = Object.entries(seen.byIndex)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, id]) => id);
  expect(ids).toEqual(customers.map((row) => String(row.id)));
  const last = customers.at(-1) as Row;
  await table.getByRole('link', { name: String(last.name), exact: true }).click();
  await user.waitForURL((url) => url.pathname === `/user/detail/${detail.uuid}`);
  await expect(user.getByRole('heading', { name: String(last.name) })).toBeVisible();
  // The list panel holds exactly this customer's orders.
  const ordersPanel = user.getByRole('article', { name: 'Orders' });
  const own = orders.filter((order) => String(order.customerId) === String(last.id));
  expect(own.length).toBeGreaterThan(1);
  const lines = ordersPanel.getByRole('listitem').filter({ hasText: /SO-\d+/ });
  await expect(lines).toHaveCount(own.length);
  for (const order of own) await expect(ordersPanel).toContainText(String(order.orderNumber));
  await lookAtPage(user, 'rest-detail-orders');

  // json-server 1.x has no free text: the search box offers the fields, never a search of all fields.
  await user.goBack();
  await user.waitForURL(`**/user/search/${viewUuid}`);
  const search = user.getByRole('combobox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', messages.searchPickAField);
  await search.fill('Blue River');
  await search.press('Enter');
  await expect(
    user.getByText(`${messages.searchAnyField}${messages.searchContainsSign} Blue River`),
  ).toHaveCount(0);
  await expect(user.getByRole('option', { name: 'Name: Blue River' })).toBeVisible();
  await lookAtPage(user, 'rest-search-no-free-text');
  await user.getByRole('option', { name: 'Name: Blue River' }).click();
  const named = customers.filter((row) => String(row.name).toLowerCase().includes('blue river'));
  await expectRecords(user, named.length);
  await context.close();
});

test('what a server cannot write is not offered: no text filters from the wizard, no text or number filters in design mode', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(wide);
  const owner = await registerActivatedAccount(request, smtp, 'narrow');
  const ownerApi = await apiAs(baseURL, owner);
  const me = await callApi<{ uuid: string }>(ownerApi, 'POST', '/api/vt');
  // json-server 1.x as an API that has no "contains", no lower bound on numbers and no ascending sort.
  const server = await callApi<{ uuid: string }>(ownerApi, 'POST', '/api/servers', {
    name: 'Narrow catalog',
    settings: {
      url: `${upstream.url}/`,
      adapter: 'rest',
      rest: { preset: 'json-server-1', query: { contains: null, numberFrom: null, sortAsc: null } },
    },
  });
  const endpoint = await callApi<{ uuid: string }>(
    ownerApi,
    'POST',
    `/api/servers/${server.uuid}/endpoints`,
    {
      name: 'Customers',
      settings: { url: 'customers', method: 'GET', response: 'list' },
    },
  );
  const view = await callApi<View>(ownerApi, 'POST', '/api/views', {
    name: 'Narrow customers',
    type: 'search',
    metacontent: {
      title: 'Narrow customers',
      columns: [{ value: 'name', label: 'Name', width: 'max-w-auto', hidemobile: '' }],
      textFilters: [],
      customFilters: [],
    },
    metadata: { server: server.uuid, endpoint: endpoint.uuid },
  });
  await addGroup(ownerApi, 'Narrow readers', { userUuids: [me.uuid], viewUuids: [view.uuid] });

  await page.goto('/designer/newsearch');
  await signIn(page, owner);
  await page.waitForURL('**/designer/newsearch');
  await chooseOption(page, 'Server', 'Narrow catalog');
  await chooseOption(page, 'Endpoint', 'Customers');
  await expect(page.getByLabel('Fields detected')).toContainText('creditLimit');
  await page.getByRole('button', { name: messages.wizardNext }).click();
  await page.getByLabel('Page Name').fill('Narrow wizard page');
  await page.getByLabel('Page Title').fill('Narrow wizard page');
  await page.getByRole('button', { name: messages.wizardNext }).click();
  await expect(page.getByText(messages.designNoTextSearch)).toBeVisible();
  for (const column of ['name', 'city']) await chooseOption(page, 'Columns', column);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: messages.wizardNext }).click();
  await chooseOption(page, 'Group', 'Narrow readers');
  await page.getByRole('button', { name: messages.wizardCreateView }).click();
  await expectToast(page, messages.viewCreated);
  const mine = await callApi<Array<{ beView: { uuid: string; name: string } }>>(
    ownerApi,
    'GET',
    '/api/myviews',
  );
  const made = mine.find((entry) => entry.beView.name === 'Narrow wizard page');
  const saved = await callApi<View & { type: 'search' }>(ownerApi, 'GET', `/api/views/${made?.beView.uuid}`);
  expect(saved.metacontent.textFilters).toEqual([]);

  await page.goto(`/user/search/${view.uuid}`);
  await expectRecords(page, customers.length);
  // What the server cannot write is not offered on the page either: no sorting, no text to search.
  const table = resultsTable(page, 'Narrow customers');
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Name' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeDisabled();
  await lookAtPage(page, 'rest-search-no-sort');
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  const bar = page.getByRole('group', { name: 'Design mode' });
  const textFilters = bar.getByRole('button', { name: messages.searchEditTextFilters });
  const numberFilters = bar.getByRole('button', { name: messages.searchEditCustomFilters });
  await expect(textFilters).toBeDisabled();
  await expect(textFilters).toHaveAccessibleDescription(messages.designNoTextSearch);
  await expect(bar.getByRole('button', { name: messages.searchEditColumns })).toBeEnabled();
  await screenshotAt(page, 'rest-design-held', wide, { fullPage: false });
  // The server matches values exactly, so custom filters stay open, with 'Exact' and no 'Number'.
  await numberFilters.click();
  const dialog = page.getByRole('dialog', { name: messages.searchEditCustomFilters });
  await dialog.getByRole('combobox', { name: 'Type', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Exact', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Number', exact: true })).toHaveCount(0);
});
