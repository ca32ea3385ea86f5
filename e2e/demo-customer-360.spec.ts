import type { Browser, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { expectPageFilled, listRows, panel, recordsOfPanel } from './fixtures/detail-page.ts';
import { freePort, type PortalServer, startPortal } from './fixtures/portal-server.ts';
import { expect, test } from './fixtures/test.ts';

// The demo as `npm start` seeds it: its own portal, with the demo account and sample upstream.
let demo: PortalServer;
let password: string;
test.beforeAll(async () => {
  demo = await startPortal({ DEMO: '1', DEMO_UPSTREAM_PORT: String(await freePort()), LOG_LEVEL: 'info' });
  password = /password:\s+(\S+)/.exec(demo.output())?.[1] ?? '';
});
test.afterAll(async () => {
  await demo?.stop();
});

async function openCustomer360(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: demo.url, viewport, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.portal');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL('**/home');
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByRole('table').getByRole('link').nth(1).click();
  await page.waitForURL('**/user/detail/**');
  await expectPageFilled(page);
  // Let the panels' fade-in end before the picture.
  await page.waitForTimeout(1200);
  return page;
}

/** axe on the page as it is, then with a contact's drilldown sheet open, then closed again. */
async function checkWithSheet(page: Page, width: number) {
  await expectNoAccessibilityViolations(page, `Customer 360 at ${width} px`);
  await listRows(page, 'Contacts')
    .first()
    .getByRole('button', { name: messages.detailDrillDown, exact: true })
    .click();
  const sheet = page.getByRole('dialog', { name: messages.detailDrilldownTitle });
  await expect(sheet.locator('dt')).toHaveText(['First name', 'Last name', 'Title', 'Email', 'Phone']);
  // Let the sheet finish sliding in before the picture and the check.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `.shots/customer-360-sheet-${width}.png` });
  await expectNoAccessibilityViolations(page, `Customer 360 at ${width} px, drilldown sheet open`, true);
  await sheet.getByRole('button', { name: messages.detailClose, exact: true }).click();
  await expect(sheet).toBeHidden();
  await expectNoAccessibilityViolations(page, `Customer 360 at ${width} px, drilldown sheet closed`);
}

/** The Details tiles and the Data Store, pictured for a person to look at. */
async function pictureDetailsAndStore(page: Page, width: number) {
  const menu = page.getByRole('button', { name: messages.detailPageMenu });
  await menu.click();
  await page.getByRole('menuitem', { name: messages.detailDetails }).click();
  await expect(page.getByRole('list', { name: `${messages.detailDetails}: main` })).toBeVisible();
  // The menu closes after a short fade: checked once it has gone.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.screenshot({ path: `.shots/customer-360-details-${width}.png`, fullPage: true });
  await expectNoAccessibilityViolations(page, `Customer 360 details at ${width} px`);
  await page.keyboard.press('Escape');
  await menu.click();
  await page.getByRole('menuitem', { name: messages.detailDataStore }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  const store = page.getByRole('dialog', { name: messages.detailDataStore });
  await expect(store.getByRole('region', { name: 'main' })).toContainText(messages.detailStatusLoaded);
  // Let the dialog's overlay finish fading in: axe reads the page behind a half-faded overlay as in front.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `.shots/customer-360-store-${width}.png` });
  await expectNoAccessibilityViolations(page, `Customer 360 data store at ${width} px`, true);
  await page.keyboard.press('Escape');
  await expect(store).toBeHidden();
}

test("the demo's Customer 360 page, opened from its Customers search, at 1440 and 390 px: axe with the drilldown sheet open and closed", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  expect(password).not.toBe('');
  const wide = await openCustomer360(browser, { width: 1440, height: 900 });
  for (const title of ['Customer', 'Latest order', 'Product of the latest order', 'Contacts', 'Orders'])
    await expect(panel(wide, title)).toBeVisible();
  await expect(recordsOfPanel(wide, 'Orders')).toHaveText(new RegExp(`^${messages.searchRecords} \\d+$`));
  // List lines read as people read them: dates as dates, amounts with thousands separators.
  const order = listRows(wide, 'Orders').first();
  await expect(order).toContainText(/Date:\s*[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(order).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(order).not.toContainText(/Total:\s*\d{4}/);
  await wide.screenshot({ path: '.shots/customer-360-1440.png' });
  // The end of the row too: the list panels and their 'Go to search view'.
  const row = wide.getByRole('region', { name: messages.detailPanelRow });
  await row.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await wide.screenshot({ path: '.shots/customer-360-1440-end.png' });
  await row.evaluate((element) => {
    element.scrollLeft = 0;
  });
  await checkWithSheet(wide, 1440);
  await pictureDetailsAndStore(wide, 1440);

  const phone = await openCustomer360(browser, { width: 390, height: 844 });
  await phone.screenshot({ path: '.shots/customer-360-390.png', fullPage: true });
  const columns = await panel(phone, 'Customer')
    .locator('dl')
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkWithSheet(phone, 390);
  await pictureDetailsAndStore(phone, 390);
});
