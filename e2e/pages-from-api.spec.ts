import type { BrowserContext, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { ticketDesk } from '../apps/server/test/proxy/desk-tables.ts';
import { type ApiFramework, startFastApi } from '../apps/server/test/proxy/start-api-framework.ts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServer, addServerThroughApi, chooseOption, expectToast } from './fixtures/connections.ts';
import { holdNext } from './fixtures/held-request.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test, uniquePerson } from './fixtures/test.ts';

// A company's own API: FastAPI (Debian's python3-fastapi on uvicorn) publishing its OpenAPI document,
// with OAuth2 sign-in without a client id, page/size paging, enums, a range pair and related records.
const rows = ticketDesk();
let desk: ApiFramework;

test.beforeAll(async () => {
  desk = await startFastApi(rows);
});
test.afterAll(async () => {
  await desk?.close();
});

type Tally = { screens: Set<string>; visits: number; clicks: number };

/** Counts, for the closing note, each screen a person reaches and each click they make. */
async function countJourney(context: BrowserContext, tally: Tally) {
  await context.exposeBinding('countClick', () => {
    tally.clicks += 1;
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'click',
      // Only clicks a person makes: a label's click passed on to its input is not a second one.
      (event) => event.isTrusted && (window as unknown as { countClick(): void }).countClick(),
      true,
    );
  });
  context.on('page', (page) => watchScreens(page, tally));
}

function watchScreens(page: Page, tally: Tally) {
  let last = '';
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (path === last) return;
    last = path;
    tally.visits += 1;
    tally.screens.add(path.replace(/[0-9a-f-]{36}/g, '{uuid}'));
  });
}

/** Every screen touched, looked at on a laptop and on a phone, and checked with axe. */
async function lookAt(page: Page, name: string, inDialog = false) {
  await screenshotAt(page, `pages-from-api-${name}`, wide, { fullPage: !inDialog });
  await expectNoAccessibilityViolations(page, name, inDialog);
  await screenshotAt(page, `pages-from-api-${name}`, phone, { fullPage: !inDialog });
  await expectNoAccessibilityViolations(page, `${name} (phone)`, inDialog);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(wide);
}

test('from registration to a plain user following a link of a record page made from the API’s own document', async ({
  page,
  browser,
  smtp,
}) => {
  test.setTimeout(600_000);
  const tally: Tally = { screens: new Set(), visits: 0, clicks: 0 };
  await countJourney(page.context(), tally);
  watchScreens(page, tally);
  await page.setViewportSize(wide);

  // Registration, activation by the e-mail the SMTP server received, sign-in.
  const owner = uniquePerson('desk');
  await page.goto('/register');
  await page.getByLabel('Account name').fill(owner.accountName);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('First name').fill(owner.firstName);
  await page.getByLabel('Last name').fill(owner.lastName);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password').fill(owner.password);
  await page.getByRole('button', { name: /create account|register|sign up/i }).click();
  await expect(page.getByText(messages.registerSuccess)).toBeVisible();
  await page.waitForURL('**/login', { timeout: 12_000 });
  await page.goto(new URL(await smtp.linkFor(owner.email, '/activate/')).pathname);
  await page.waitForURL('**/login', { timeout: 9_000 });
  await signIn(page, owner);
  await page.waitForURL('**/home');

  // The server, by its name and address.
  await page
    .getByRole('region', { name: messages.getStartedTitle })
    .getByRole('listitem')
    .filter({ hasText: messages.getStartedServer })
    .getByRole('link')
    .click();
  await page.waitForURL('**/admin/connectorsadmin');
  await addServer(page, 'Ticket desk', desk.url);
  await expectToast(page, messages.serverAdded);
  const settings = page.getByRole('form', { name: 'Server settings' });

  // Its endpoints and conventions from the document's address; the document's sign-in comes along.
  await page.getByRole('button', { name: 'Edit Endpoints' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Ticket desk' });
  await editor.getByRole('button', { name: messages.importAction }).click();
  const importing = page.getByRole('dialog', { name: messages.importTitle });
  await importing.getByLabel(messages.importUrlLabel).fill(desk.documentPath);
  await importing.getByRole('checkbox', { name: messages.importReadConventions }).check();
  await lookAt(page, 'import-by-address', true);
  await importing.getByRole('button', { name: messages.importSubmit }).click();
  const summary = importing.getByRole('status', { name: 'Import summary' });
  await expect(summary).toContainText(`${messages.importCreated} 4`);
  await expect(
    summary.getByRole('region', { name: messages.importCreated }).getByRole('listitem'),
  ).toHaveText(['List tickets', 'Get a ticket', 'List customers', 'Get a customer']);
  await expect(importing.getByRole('note')).toContainText('OAuth2 Resource Owner Password Credentials');
  await lookAt(page, 'import-summary', true);

  // The pages the endpoints make, given to a new group named after the server.
  await importing.getByRole('button', { name: messages.createPagesAction }).click();
  const proposal = page.getByRole('dialog', { name: `${messages.createPagesAction} · Ticket desk` });
  const list = proposal.getByRole('list', { name: 'Proposed pages' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  const proposedPage = (type: string, name: string) =>
    list.getByRole('listitem', { name: `${type} ${name}`, exact: true });
  const tickets = proposedPage(messages.proposedSearchPage, 'Tickets');
  await expect(tickets).toContainText('Hours spent (range)');
  await expect(tickets).toContainText(`${messages.proposedLinks}: Ticket`);
  const ticket = proposedPage(messages.proposedDetailPage, 'Ticket');
  await expect(ticket).toContainText(`${messages.proposedPanels}: Ticket`);
  await expect(ticket).toContainText('Customer');
  await expect(proposal.getByLabel(messages.pagesNewGroupLabel)).toHaveValue('Ticket desk');
  await lookAt(page, 'create-pages', true);
  await proposal.getByRole('button', { name: messages.createPagesSubmit(4) }).click();
  await expect(proposal.getByRole('status')).toContainText(messages.pagesCreatedSummary(4, 'Ticket desk'));
  await expect(proposal.getByRole('link', { name: 'Tickets', exact: true })).toBeVisible();
  await lookAt(page, 'pages-created', true);
  await proposal.getByRole('button', { name: messages.importClose, exact: true }).click();
  await expect(proposal).toBeHidden();

  // The sign-in the document described is filled in: the owner gives the username and password.
  await expect(settings.getByLabel('Adapter')).toHaveValue('rest');
  await expect(settings.getByLabel('Preset')).toHaveValue('openapi');
  await expect(settings.getByLabel('Authentication type')).toHaveValue('auth2ropasswordcredentias');
  await expect(settings.getByLabel('Token URL')).toHaveValue(`${desk.url}token`);
  await expect(settings.getByRole('combobox', { name: 'Client authentication' })).toHaveValue(
    'None (no client id)',
  );
  // The operator allowed the API's host, so its plain http address is not warned about.
  await expect(settings.getByLabel('URL', { exact: true })).toHaveAccessibleDescription('');
  await settings.getByLabel('Username').fill(desk.username);
  await settings.getByRole('textbox', { name: 'Password', exact: true }).fill(desk.password);
  await lookAt(page, 'connections-prefilled');
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, messages.serverUpdated);

  // A plain user, invited into the pages' group.
  await page.getByRole('link', { name: 'Admin' }).first().click();
  await page.getByRole('link', { name: new RegExp(`^${messages.usersTitle}`) }).click();
  await page.waitForURL('**/admin/usersadmin');
  const reader = uniquePerson('reader');
  await page.getByRole('button', { name: messages.createNewUser }).click();
  const userDialog = page.getByRole('dialog');
  await userDialog.getByLabel('First name').fill(reader.firstName);
  await userDialog.getByLabel('Last name').fill(reader.lastName);
  await userDialog.getByLabel('Email').fill(reader.email);
  await userDialog.getByRole('switch', { name: 'User' }).check();
  await userDialog.getByRole('combobox', { name: messages.inviteGroups }).click();
  await page.getByRole('option', { name: 'Ticket desk' }).click();
  await userDialog.getByRole('button', { name: messages.createUser }).click();
  await expectToast(page, messages.userCreated);

  // The reader sets a password from the invitation, signs in and opens the tickets.
  const device = await browser.newContext();
  await countJourney(device, tally);
  const readerPage = await device.newPage();
  await readerPage.setViewportSize(wide);
  await readerPage.goto(await smtp.linkFor(reader.email, '/resetpassword/'));
  await readerPage.getByLabel('Password', { exact: true }).fill(reader.password);
  await readerPage.getByLabel('Confirm password').fill(reader.password);
  await readerPage.getByRole('button', { name: 'Set password' }).click();
  // The three seconds to the sign-in page count from the answer, which hashing can slow on a busy machine.
  await expect(readerPage.getByText(messages.passwordSet)).toBeVisible({ timeout: 15_000 });
  await readerPage.waitForURL('**/login', { timeout: 6_000 });
  await signIn(readerPage, reader);
  await readerPage.waitForURL('**/home');
  await readerPage
    .getByRole('list', { name: 'Your search pages' })
    .getByRole('link', { name: 'Tickets', exact: true })
    .click();
  await readerPage.waitForURL('**/user/search/**');
  const total = readerPage.getByText(messages.searchRecords);
  await expect(total).toHaveText(`${messages.searchRecords} ${rows.tickets.length}`);

  // A range on hours spent: the API's own min_hours and max_hours, so its count is the API's.
  const hours = readerPage.getByRole('group', { name: 'Hours spent', exact: true });
  await hours.getByRole('switch').first().click();
  await hours.getByRole('switch').last().click();
  await hours.getByLabel('Hours spent from').fill('30');
  await hours.getByLabel('Hours spent to').fill('40');
  const inRange = rows.tickets.filter((row) => row.hours_spent >= 30 && row.hours_spent <= 40);
  await expect(total).toHaveText(`${messages.searchRecords} ${inRange.length}`, { timeout: 15_000 });
  // And an exact filter on status, offered from the document's enum: open ones only.
  const status = readerPage.getByRole('group', { name: 'Status', exact: true });
  await status.getByRole('combobox', { name: 'Status', exact: true }).click();
  await readerPage.getByRole('option', { name: 'open', exact: true }).click();
  await readerPage.keyboard.press('Escape');
  const open = inRange.filter((row) => row.status === 'open');
  await expect(total).toHaveText(`${messages.searchRecords} ${open.length}`, { timeout: 15_000 });
  await lookAt(readerPage, 'reader-search');

  // A ticket's record page, then its customer's page through the link on it.
  const table = readerPage.getByRole('table').first();
  const first = table.getByRole('link').first();
  const title = (await first.textContent())?.trim() ?? '';
  const opened = rows.tickets.find((row) => row.title === title);
  expect(opened, `a ticket titled ${title}`).toBeDefined();
  await first.click();
  await readerPage.waitForURL('**/user/detail/**');
  await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText(title);
  const customer = rows.customers.find((row) => row.id === opened?.customer_id);
  await lookAt(readerPage, 'reader-ticket');
  await readerPage.getByRole('link', { name: customer?.name, exact: true }).first().click();
  await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText(customer?.name ?? '');
  await lookAt(readerPage, 'reader-customer');
  await device.close();

  const note = `pages from an API: ${tally.visits} screens visited (${tally.screens.size} distinct), ${tally.clicks} clicks`;
  console.log(note);
  test.info().annotations.push({ type: 'journey', description: note });
  expect(tally.clicks).toBeGreaterThan(0);
});

test("the proposal's other states: read, no endpoints, a failed read tried again, and a refusal, by keyboard", async ({
  page,
  request,
  smtp,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(wide);
  const admin = await registerActivatedAccount(request, smtp, 'proposal');
  await page.goto('/admin/connectorsadmin');
  await signIn(page, admin);
  await page.waitForURL('**/admin/connectorsadmin');
  await addServerThroughApi(page, 'Ticket desk', {
    url: desk.url,
    adapter: 'rest',
    rest: { preset: 'openapi' },
  });
  await page.reload();
  await chooseOption(page, 'Server', 'Ticket desk');
  const open = page.getByRole('button', { name: messages.createPagesAction });
  const dialog = page.getByRole('dialog', { name: `${messages.createPagesAction} · Ticket desk` });

  // While the proposal is read the dialog says so; a server without endpoints has nothing to propose.
  const proposalUrl = '**/api/servers/*/pages/proposal';
  const hold = await holdNext(page, proposalUrl, 'POST');
  await open.click();
  await expect(dialog.getByRole('status')).toHaveText(messages.proposalLoading);
  await screenshotAt(page, 'pages-from-api-proposal-loading', phone, { fullPage: false });
  await page.setViewportSize(wide);
  hold.release();
  await page.unroute(proposalUrl);
  await expect(dialog.getByRole('status')).toHaveText(messages.proposalNoEndpoints);
  await lookAt(page, 'proposal-empty', true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The endpoints, imported by the document's address through the API.
  const servers = (await (await page.request.get('/api/servers')).json()) as Array<{ uuid: string }>;
  const imported = await page.request.post(`/api/servers/${servers[0]?.uuid}/endpoints/import`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { url: desk.documentPath },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  // The read fails (the connection drops): said, and tried again.
  await page.route(proposalUrl, (route) => route.abort('connectionreset'));
  await open.click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.proposalFailed);
  await lookAt(page, 'proposal-failed', true);
  await page.unroute(proposalUrl);
  await dialog.getByRole('button', { name: messages.proposalRetry }).click();
  const list = dialog.getByRole('list', { name: 'Proposed pages' });
  await expect(list.getByRole('listitem')).toHaveCount(4);

  // By keyboard: the first page's checkbox leaves it out, its name field is passed, the next page renamed.
  const first = list.getByRole('checkbox').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: messages.createPagesSubmit(3) })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('checkbox').nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  const second = list.getByRole('textbox').nth(1);
  await expect(second).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Client');

  // A new group whose name is taken: the server's refusal, and nothing created.
  const taken = await page.request.post('/api/groups', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { name: 'Desk readers' },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await dialog.getByRole('radio', { name: messages.pagesGroupNew }).check();
  await dialog.getByLabel(messages.pagesNewGroupLabel).fill('Desk readers');
  await dialog.getByRole('button', { name: messages.createPagesSubmit(4) }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `${messages.pagesCreateFailed}: ${messages.groupNameTaken}`,
  );
  await lookAt(page, 'create-pages-refused', true);
  const views = (await (await page.request.get('/api/views')).json()) as unknown[];
  expect(views).toEqual([]);

  // Into the existing group instead, chosen by keyboard.
  await dialog.getByRole('radio', { name: messages.pagesGroupExisting }).check();
  await chooseOption(page, messages.pagesGroupLabel, 'Desk readers');
  await dialog.getByRole('button', { name: messages.createPagesSubmit(4) }).click();
  await expect(dialog.getByRole('status')).toContainText(messages.pagesCreatedSummary(4, 'Desk readers'));
});
