import type { Locator, Page } from '@playwright/test';
import {
  conditionWords,
  type Endpoint,
  messages,
  undeclaredFilterNote,
  undeclaredParameterRefusal,
} from '@portal/contracts';
import { ticketDesk } from '../apps/server/test/proxy/desk-tables.ts';
import { type ApiFramework, startFastApi } from '../apps/server/test/proxy/start-api-framework.ts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { chooseOption, expectToast } from './fixtures/connections.ts';
import { addGroup, addInvitedUser, apiAs, callApi } from './fixtures/portal-api.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expectRecords, firstCells, resultsTable } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

// A company's own FastAPI ticket desk (OAuth2 password sign-in, page/size paging, `status` taking
// several values, `min_hours`/`max_hours` on hours_spent, `order_by=-field`), published with its
// OpenAPI document: a search page over it filters, ranges and sorts exactly as the API does.

let desk: ApiFramework;
const rows = ticketDesk();

test.beforeAll(async () => {
  desk = await startFastApi(rows);
});
test.afterAll(async () => {
  await desk?.close();
});

/** The API's own answer to a query: its total and the titles of its first page, asked directly. */
async function ownAnswer(query: Array<[string, string]>) {
  const signedIn = await fetch(`${desk.url}token`, {
    method: 'POST',
    body: new URLSearchParams({ username: desk.username, password: desk.password }),
  });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const search = new URLSearchParams([...query, ['page', '1'], ['size', '50']]);
  const answer = await fetch(`${desk.url}tickets?${search}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const body = (await answer.json()) as { total: number; items: Array<{ title: string }> };
  return { total: body.total, titles: body.items.map((item) => item.title) };
}

/** The titles the table shows, checked against the start of the API's own order. */
async function showsInOrder(table: Locator, titles: readonly string[]) {
  const shown = await firstCells(table);
  return shown.length > 0 && shown.every((title, index) => title === titles[index]);
}

/** The last list request the API received, as its query pairs in order of name (page and size left out). */
function lastListQuery(): string[] {
  const last = desk.requests.filter((line) => line.startsWith('GET /tickets?')).at(-1) ?? '';
  return [...new URLSearchParams(last.slice(last.indexOf('?') + 1))]
    .filter(([key]) => key !== 'page' && key !== 'size')
    .map(([key, value]) => `${key}=${value}`)
    .sort();
}

async function lookAt(page: Page, name: string, inDialog = false) {
  await screenshotAt(page, name, wide, { fullPage: false });
  await expectNoAccessibilityViolations(page, name, inDialog);
  await screenshotAt(page, name, phone, { fullPage: false });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(wide);
}

test('a plain user filters Status = open, a range of hours and a sort, and sees exactly what the API holds', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(wide);

  // The admin connects the API, imports its document by its address and saves its sign-in.
  const admin = await registerActivatedAccount(request, smtp, 'desk');
  const api = await apiAs(baseURL, admin);
  const server = await callApi<{ uuid: string }>(api, 'POST', '/api/servers', {
    name: 'Ticket desk',
    settings: { url: desk.url, adapter: 'rest', rest: { preset: 'openapi' } },
  });
  await callApi(api, 'POST', `/api/servers/${server.uuid}/endpoints/import`, { url: desk.documentPath });
  await callApi(api, 'PUT', `/api/servers/${server.uuid}`, {
    name: 'Ticket desk',
    settings: {
      url: desk.url,
      authType: 'auth2ropasswordcredentias',
      auth: {
        username: desk.username,
        password: desk.password,
        tokenurl: `${desk.url}token`,
        clientauth: 'none',
      },
    },
    editCredentials: true,
  });
  const endpoints = await callApi<Endpoint[]>(api, 'GET', `/api/servers/${server.uuid}/endpoints`);
  const tickets = endpoints.find((endpoint) => endpoint.settings.url === 'tickets');
  expect(tickets).toBeDefined();
  const reader = await addInvitedUser(api, smtp, ['user']);
  await addGroup(api, 'Support', { userUuids: [reader.user.uuid] });

  // The admin makes the page with the search wizard: columns, and an exact filter on the status.
  await page.goto('/designer/newsearch');
  await signIn(page, admin);
  await page.waitForURL('**/designer/newsearch');
  await chooseOption(page, 'Server', 'Ticket desk');
  await chooseOption(page, 'Endpoint', tickets?.name ?? '');
  await expect(page.getByLabel('Fields detected')).toContainText('hours_spent');
  await page.getByRole('button', { name: messages.wizardNext, exact: true }).click();
  await page.getByLabel('Page Name').fill('Tickets');
  await page.getByLabel('Page Title').fill('Tickets');
  await page.getByRole('button', { name: messages.wizardNext, exact: true }).click();
  for (const field of ['title', 'status', 'hours_spent', 'id']) await chooseOption(page, 'Columns', field);
  await page.keyboard.press('Escape');
  // The document declares no sort by the status: the wizard says so beside it.
  await expect(page.getByRole('note').filter({ hasText: 'status:' })).toHaveText(
    `status: ${messages.undeclaredSortNote}`,
  );
  await chooseOption(page, 'Exact filters', 'status');
  await chooseOption(page, 'Exact filters', 'title');
  await page.keyboard.press('Escape');
  // No parameter filters the title exactly: flagged before the page is made.
  const titleNote = page
    .getByRole('group', { name: 'Exact filters the data server does not declare' })
    .getByRole('note');
  await expect(titleNote).toHaveText(`title: ${undeclaredFilterNote(conditionWords.equals)}`);
  await lookAt(page, 'openapi-filters-wizard-columns');
  // The admin takes the flagged one back.
  await page.getByRole('combobox', { name: 'Exact filters' }).press('Backspace');
  await expect(titleNote).toHaveCount(0);
  await page.getByRole('button', { name: messages.wizardNext, exact: true }).click();
  await chooseOption(page, 'Group', 'Support');
  await page.getByRole('button', { name: messages.wizardCreateView, exact: true }).click();
  const created = page.getByRole('alert').filter({ hasText: messages.viewCreated });
  await created.getByRole('button', { name: 'Open page' }).click();
  await page.waitForURL('**/user/search/*');
  const path = new URL(page.url()).pathname;
  await expectRecords(page, rows.tickets.length);

  // In design mode the admin adds the range of hours; an exact filter on the title is flagged there too.
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
  await page
    .getByRole('group', { name: 'Design mode' })
    .getByRole('button', { name: messages.searchEditCustomFilters })
    .click();
  const dialog = page.getByRole('dialog', { name: messages.searchEditCustomFilters });
  await chooseOption(page, 'Type', 'Number');
  await chooseOption(page, 'Field', 'hours_spent');
  await expect(dialog.getByRole('note')).toHaveCount(0);
  await dialog.getByLabel('Label', { exact: true }).fill('Hours spent');
  await dialog.getByRole('button', { name: 'Add Custom Filter' }).click();
  await expectToast(page, messages.searchCustomFieldAdded);
  await chooseOption(page, 'Type', 'Exact');
  await chooseOption(page, 'Field', 'title');
  await expect(dialog.getByRole('note')).toHaveText(`title: ${undeclaredFilterNote(conditionWords.equals)}`);
  // Added anyway, it keeps its note in the list.
  await dialog.getByRole('button', { name: 'Add Custom Filter' }).click();
  await expectToast(page, messages.searchCustomFieldAdded);
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'title (Exact)' }).getByRole('note'),
  ).toHaveText(undeclaredFilterNote(conditionWords.equals));
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'status (Exact)' }).getByRole('note'),
  ).toHaveCount(0);
  // Design mode is not offered on a phone: the dialog is looked at on a laptop only.
  await screenshotAt(page, 'openapi-filters-design-flag', wide, { fullPage: false });
  await expectNoAccessibilityViolations(page, 'openapi-filters-design-flag', true);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: messages.searchDesigner }).click();
  await page.getByRole('menuitem', { name: messages.searchSaveAndExit }).click();
  await expectToast(page, messages.searchViewSaved);

  // A plain user of the group opens the page, drawn first by the server and then taken over in
  // the browser: nothing in the console complains (the exact filters' pickers arrive after).
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('400')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.context().clearCookies();
  await page.goto(path);
  await signIn(page, reader);
  await page.waitForURL(`**${path}`);
  await expectRecords(page, rows.tickets.length);
  const table = resultsTable(page, 'Tickets');
  await expect(table.getByRole('columnheader', { name: 'Status' }).getByRole('button')).toHaveCount(0);

  // Status = open: exactly the API's open tickets.
  await chooseOption(page, 'Status', 'open');
  await page.keyboard.press('Escape');
  const open = await ownAnswer([['status', 'open']]);
  expect(open.total).toBeGreaterThan(0);
  expect(open.total).toBeLessThan(rows.tickets.length);
  await expectRecords(page, open.total);
  expect(lastListQuery()).toEqual(['status=open']);
  // And pending too: the API reads the parameter repeated as either.
  await chooseOption(page, 'Status', 'pending');
  await page.keyboard.press('Escape');
  const openOrPending = await ownAnswer([
    ['status', 'open'],
    ['status', 'pending'],
  ]);
  await expectRecords(page, openOrPending.total);
  expect(lastListQuery()).toEqual(['status=open', 'status=pending']);

  // Hours from 30 to 40: the API's own parameters.
  await page.getByRole('switch', { name: 'Hours spent', exact: true }).check();
  await page.getByRole('switch', { name: 'Hours spent range' }).check();
  await page.getByRole('spinbutton', { name: 'Hours spent from' }).fill('30');
  await page.getByRole('spinbutton', { name: 'Hours spent to' }).fill('40');
  const ranged: Array<[string, string]> = [
    ['status', 'open'],
    ['status', 'pending'],
    ['min_hours', '30'],
    ['max_hours', '40'],
  ];
  const inRange = await ownAnswer(ranged);
  expect(inRange.total).toBeLessThan(openOrPending.total);
  await expectRecords(page, inRange.total);
  expect(lastListQuery()).toEqual(['max_hours=40', 'min_hours=30', 'status=open', 'status=pending']);

  // Sorted by hours, both ways, in the API's own order.
  const hours = table.getByRole('columnheader', { name: 'Hours spent' });
  await hours.getByRole('button').click();
  await expect(hours).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await ownAnswer([...ranged, ['order_by', 'hours_spent']]);
  await expect.poll(() => showsInOrder(table, ascending.titles)).toBe(true);
  await hours.getByRole('button').click();
  await expect(hours).toHaveAttribute('aria-sort', 'descending');
  const descending = await ownAnswer([...ranged, ['order_by', '-hours_spent']]);
  await expect.poll(() => showsInOrder(table, descending.titles)).toBe(true);
  expect(lastListQuery()).toContain('order_by=-hours_spent');
  await lookAt(page, 'openapi-filters-page');

  // The title filter the document does not declare: the call is refused and the page says why.
  const before = desk.requests.length;
  await chooseOption(page, 'Title', descending.titles[0]);
  const refusal = undeclaredParameterRefusal('title', `${conditionWords.equals} title`);
  await expect(table.getByText(refusal)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  expect(desk.requests.slice(before).filter((line) => line.includes('title='))).toEqual([]);
  await lookAt(page, 'openapi-filters-refused');
  // Trying again is refused again; clearing the filters is the way back to every ticket.
  await table.getByRole('button', { name: 'Clear filters' }).click();
  await expectRecords(page, rows.tickets.length);
  expect(problems).toEqual([]);
});

test('where no document says what the API reads, the endpoint tester names a parameter that changed nothing', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  await page.setViewportSize(wide);
  // The same API connected by hand: no document, so nobody knows it reads `status` and not `state`.
  const admin = await registerActivatedAccount(request, smtp, 'tester');
  const api = await apiAs(baseURL, admin);
  const server = await callApi<{ uuid: string }>(api, 'POST', '/api/servers', {
    name: 'Desk by hand',
    settings: {
      url: desk.url,
      authType: 'auth2ropasswordcredentias',
      auth: {
        username: desk.username,
        password: desk.password,
        tokenurl: `${desk.url}token`,
        clientauth: 'none',
      },
    },
  });
  await callApi(api, 'POST', `/api/servers/${server.uuid}/endpoints`, {
    name: 'Tickets',
    settings: {
      url: 'tickets',
      method: 'GET',
      response: 'list',
      params: [{ name: 'status' }, { name: 'state' }],
    },
  });

  await page.goto('/admin/connectorsadmin');
  await signIn(page, admin);
  await page.waitForURL('**/admin/connectorsadmin');
  await chooseOption(page, 'Server', 'Desk by hand');
  await page.getByRole('button', { name: 'Test Endpoints' }).click();
  const tester = page.getByRole('dialog', { name: 'Test Endpoints · Desk by hand' });
  await chooseOption(page, 'Endpoint', 'Tickets');
  await tester.getByLabel('status', { exact: true }).fill('open');
  await tester.getByLabel('state', { exact: true }).fill('open');
  await tester.getByRole('button', { name: 'Test Endpoint' }).click();
  await expect(tester.getByRole('status', { name: 'Status 200' })).toBeVisible();
  // `status` narrowed the answer; `state`, asked again without, changed nothing.
  await expect(tester.getByRole('note', { name: 'Parameters that changed nothing' })).toHaveText(
    `state: ${messages.filterChangedNothing}`,
  );
  await lookAt(page, 'openapi-filters-tester', true);
});
