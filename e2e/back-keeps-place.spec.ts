import { mkdirSync } from 'node:fs';
import type { Browser, Locator } from '@playwright/test';
import { expectPageFilled } from './fixtures/detail-page.ts';
import { freePort, type PortalServer, startPortal } from './fixtures/portal-server.ts';
import { expect, test } from './fixtures/test.ts';

// The demo as `npm start` seeds it: the demo account over its sample upstream (2,500 customers).
let demo: PortalServer;
let password: string;
test.beforeAll(async () => {
  demo = await startPortal({ DEMO: '1', DEMO_UPSTREAM_PORT: String(await freePort()), LOG_LEVEL: 'info' });
  password = /password:\s+(\S+)/.exec(demo.output())?.[1] ?? '';
});
test.afterAll(async () => {
  await demo?.stop();
});

const shots = process.env.SHOTS_DIR ?? '.shots/back-keeps-place';

async function openCustomers(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: demo.url, viewport, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.portal');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL('**/home');
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  await page.waitForURL('**/user/search/**');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.locator('[aria-rowindex="2"]')).toBeVisible();
  return { page, table };
}

/** The row with this index (1-based, the header is row 1) as the table draws it. */
const rowAt = (table: Locator, index: number) => table.locator(`[role=row][aria-rowindex="${index + 1}"]`);

/**
 * Scrolls the table down towards row `index` (rows are 44 px high), as far as the loaded rows allow,
 * so the next pages load, until the row is drawn; then puts it in the middle of the view.
 */
async function scrollToRow(table: Locator, index: number) {
  const row = rowAt(table, index);
  await expect(async () => {
    await table.evaluate((element, rowIndex) => {
      element.scrollTop = Math.min(element.scrollHeight, rowIndex * 44);
    }, index);
    await expect(row).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(row).toBeInViewport();
}

/** Whether the row lies wholly inside the table's scrolled view (below its sticky header). */
async function expectRowInTableView(table: Locator, index: number) {
  const row = rowAt(table, index);
  await expect(row).toBeInViewport();
  const inside = await table.evaluate((element, rowIndex) => {
    const found = element.querySelector(`[role=row][aria-rowindex="${rowIndex + 1}"]`);
    if (!found) return false;
    const view = element.getBoundingClientRect();
    const box = found.getBoundingClientRect();
    const header = element.querySelector('[role=rowgroup]')?.getBoundingClientRect().height ?? 0;
    return box.top >= view.top + header - 1 && box.bottom <= view.bottom + 1;
  }, index);
  expect(inside, `row ${index} within the table's view`).toBe(true);
}

const cellTexts = (row: Locator) => row.getByRole('cell').allTextContents();

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, Back from a customer opened at row 194 of the sorted Customers returns to that row, and the sort survives a reload`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(shots, { recursive: true });
    expect(password).not.toBe('');
    const { page, table } = await openCustomers(browser, viewport);

    // Sorted by name, descending: two clicks on its header.
    const nameHeader = page.getByRole('columnheader', { name: /^Name/ });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const firstRowSorted = await cellTexts(rowAt(table, 1));

    await scrollToRow(table, 194);
    const row = rowAt(table, 194);
    const before = await cellTexts(row);
    await page.screenshot({ path: `${shots}/row-194-${viewport.width}.png` });

    // Opened by its link (on a phone, a tap on the row), then Back.
    const searchUrl = page.url();
    await row.getByRole('link').first().click();
    await page.waitForURL('**/user/detail/**');
    await expectPageFilled(page);
    await page.goBack();
    await page.waitForURL(searchUrl);
    await expectRowInTableView(table, 194);
    expect(await cellTexts(rowAt(table, 194))).toEqual(before);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await page.screenshot({ path: `${shots}/back-${viewport.width}.png` });

    // A reload keeps the sort (it is in the address) and the place, as a browser keeps a page's.
    await page.reload();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expectRowInTableView(table, 194);
    expect(await cellTexts(rowAt(table, 194))).toEqual(before);
    await table.evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect(rowAt(table, 1)).toBeVisible();
    expect(await cellTexts(rowAt(table, 1))).toEqual(firstRowSorted);
    await page.screenshot({ path: `${shots}/reloaded-${viewport.width}.png` });

    // A detail page reloaded forgets the loaded pages: Back asks for them again and finds the row.
    await scrollToRow(table, 194);
    const again = await cellTexts(rowAt(table, 194));
    await rowAt(table, 194).getByRole('link').first().click();
    await page.waitForURL('**/user/detail/**');
    await expectPageFilled(page);
    await page.reload();
    await expectPageFilled(page);
    await page.goBack();
    await page.waitForURL(searchUrl);
    await expectRowInTableView(table, 194);
    expect(await cellTexts(rowAt(table, 194))).toEqual(again);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await page.screenshot({ path: `${shots}/back-after-reload-${viewport.width}.png` });
  });
}
