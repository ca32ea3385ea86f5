import type { Browser } from '@playwright/test';
import { messages, type View } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { type JsonUpstream, startJsonUpstream } from './fixtures/json-upstream.ts';
import { addGroup, callApi } from './fixtures/portal-api.ts';
import { phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expectToast } from './fixtures/search-setup.ts';
import { expectRecords, resultsTable, setUpSearchWorld } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

let json: JsonUpstream;
test.beforeAll(async () => {
  json = await startJsonUpstream(300);
});
test.afterAll(async () => json?.close());

const fold = (value: unknown) => String(value ?? '').toLocaleLowerCase('und');

async function setUp(
  request: Parameters<typeof setUpSearchWorld>[0],
  smtp: Parameters<typeof setUpSearchWorld>[1],
  baseURL: string,
) {
  const world = await setUpSearchWorld(request, smtp, baseURL, {
    label: 'json-server',
    url: json.url,
    adapter: 'jsonserver',
    customers: json.customers,
    compareText: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    freeTextMatches: () => true,
  });
  const body = {
    name: 'Customers',
    type: 'search',
    metacontent: {
      title: 'Customers',
      columns: [
        { value: 'id', label: 'Id' },
        { value: 'name', label: 'Name' },
        { value: 'city', label: 'City' },
      ],
      textFilters: [{ key: 'city', field: 'city', label: 'City' }],
      customFilters: [],
    },
    metadata: { server: world.connection.serverId, endpoint: world.connection.endpoints.Customers },
  };
  const view = await callApi<View>(world.designerApi, 'POST', '/api/views', body);
  const me = await callApi<{ uuid: string }>(world.designerApi, 'POST', '/api/vt');
  await addGroup(world.designerApi, 'Savers', {
    userUuids: [me.uuid, world.reader.user.uuid],
    viewUuids: [view.uuid],
  });
  return { ...world, view, body };
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

test('a user saves a search, reloads, picks it from the menu and from Home, and deletes it', async ({
  request,
  smtp,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const world = await setUp(request, smtp, baseURL);
  const rows = json.customers as Record<string, unknown>[];
  const path = `/user/search/${world.view.uuid}`;
  const user = await openAs(browser, baseURL, world.reader, path);
  await expectRecords(user, rows.length);

  await user.getByRole('combobox', { name: 'Search' }).fill('an');
  await user.getByRole('option', { name: 'City: an' }).click();
  const matching = rows.filter((row) => fold(row.city).includes('an')).length;
  await expectRecords(user, matching);

  await user.getByRole('button', { name: messages.savedSearchMenu }).click();
  await screenshotAt(user, 'saved-search-menu', wide, { fullPage: false });
  await user.getByRole('menuitem', { name: messages.savedSearchSaveCurrent }).click();
  const dialog = user.getByRole('dialog', { name: messages.savedSearchSaveTitle });
  await dialog.getByRole('textbox', { name: messages.savedSearchNameLabel }).fill('Cities with an');
  await screenshotAt(user, 'saved-search-dialog', wide, { fullPage: false });
  await expectNoAccessibilityViolations(user, 'save search dialog', true);
  await screenshotAt(user, 'saved-search-dialog', phone, { fullPage: false });
  await expect(dialog.getByRole('button', { name: messages.savedSearchSave })).toBeInViewport();
  await expectNoAccessibilityViolations(user, 'save search dialog on a phone', true);
  await user.setViewportSize(wide);
  await dialog.getByRole('button', { name: messages.savedSearchSave }).click();
  await expectToast(user, messages.savedSearchSaved);

  // A fresh page, then the saved search brings the filter back.
  await user.goto(path);
  await expectRecords(user, rows.length);
  await user.getByRole('button', { name: messages.savedSearchMenu }).click();
  await user.getByRole('menuitem', { name: 'Cities with an' }).click();
  await expectRecords(user, matching);
  await expect(user).toHaveURL(/search=/);
  await user.setViewportSize(wide);
  await expectNoAccessibilityViolations(user, 'search page with Saved searches');
  await screenshotAt(user, 'saved-search-page', phone, { fullPage: false });
  await user.setViewportSize(wide);

  // Home lists it under its page.
  await user.goto('/home');
  const saved = user.getByRole('list', { name: `${messages.homeSavedSearches}: Customers` });
  await expect(saved.getByRole('link', { name: 'Cities with an' })).toBeVisible();
  await screenshotAt(user, 'home-saved-searches', wide, { fullPage: false });
  await screenshotAt(user, 'home-saved-searches', phone, { fullPage: false });
  await user.setViewportSize(wide);
  await expectNoAccessibilityViolations(user, 'Home with saved searches');

  // The designer drops the City filter: the saved search opens without it and says so.
  await callApi(world.designerApi, 'PUT', `/api/views/${world.view.uuid}`, {
    ...world.body,
    version: world.view.version,
    metacontent: { ...world.body.metacontent, textFilters: [] },
  });
  await saved.getByRole('link', { name: 'Cities with an' }).click();
  await expect(user.getByText(`${messages.savedSearchFieldsGone} City`)).toBeVisible();
  await expectRecords(user, rows.length);
  await expect(resultsTable(user, 'Customers')).toBeVisible();
  await screenshotAt(user, 'saved-search-fields-gone', wide, { fullPage: false });
  await expectNoAccessibilityViolations(user, 'a saved search without its removed field');
  await screenshotAt(user, 'saved-search-fields-gone', phone, { fullPage: false });
  await expect(user.getByText(`${messages.savedSearchFieldsGone} City`)).toBeInViewport();
  await expectNoAccessibilityViolations(user, 'a saved search without its removed field, on a phone');
  await user.setViewportSize(wide);

  await user.getByRole('button', { name: messages.savedSearchMenu }).click();
  await user.getByRole('button', { name: `${messages.savedSearchDelete} Cities with an` }).click();
  await user.getByRole('button', { name: messages.savedSearchDelete, exact: true }).click();
  await expectToast(user, messages.savedSearchDeleted);
  await user.getByRole('button', { name: messages.savedSearchMenu }).click();
  await expect(user.getByText(messages.savedSearchNone)).toBeVisible();
});

test('an admin filters the audit log by action and person and downloads what is shown', async ({
  request,
  smtp,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const world = await setUp(request, smtp, baseURL);
  const admin = await openAs(browser, baseURL, world.designer, '/admin');
  await admin.getByRole('link', { name: messages.auditTitle }).click();
  await admin.waitForURL('**/admin/audit');
  const table = admin.getByRole('table', { name: messages.auditTitle });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await screenshotAt(admin, 'audit-log', wide);
  await expectNoAccessibilityViolations(admin, 'audit log');

  await admin.getByRole('combobox', { name: messages.auditAction }).click();
  await admin.getByRole('option', { name: 'View created' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell', { name: 'view: Customers' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'view: Customer', exact: true })).toBeVisible();

  await admin.getByRole('combobox', { name: messages.auditPerson }).click();
  await admin.getByRole('option', { name: new RegExp(world.reader.email) }).click();
  await expect(admin.getByText(messages.auditEmpty)).toBeVisible();
  await admin.getByRole('combobox', { name: messages.auditPerson }).click();
  await admin.getByRole('option', { name: new RegExp(world.designer.email) }).click();
  await expect(table.getByRole('row')).toHaveCount(3);

  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: messages.auditDownloadCsv }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);

  await screenshotAt(admin, 'audit-log', phone);
  await expect(admin.getByRole('list', { name: messages.auditTitle }).getByRole('listitem')).toHaveCount(2);
  await expectNoAccessibilityViolations(admin, 'audit log on a phone');
});
