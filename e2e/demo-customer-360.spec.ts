import type { Browser } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { expectPageFilled, panel, recordsOfPanel } from './fixtures/detail-page.ts';
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

test("the demo's Customer 360 page, opened from its Customers search, at 1440 and 390 px", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(password).not.toBe('');
  const wide = await openCustomer360(browser, { width: 1440, height: 900 });
  for (const title of ['Customer', 'Latest order', 'Product of the latest order', 'Contacts', 'Orders'])
    await expect(panel(wide, title)).toBeVisible();
  await expect(recordsOfPanel(wide, 'Orders')).toHaveText(new RegExp(`^${messages.searchRecords} \\d+$`));
  await wide.screenshot({ path: '.shots/customer-360-1440.png' });
  await expectNoAccessibilityViolations(wide, 'Customer 360');

  const phone = await openCustomer360(browser, { width: 390, height: 844 });
  await phone.screenshot({ path: '.shots/customer-360-390.png', fullPage: true });
  const columns = await panel(phone, 'Customer')
    .locator('dl')
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
