import type { Browser, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { expectPageFilled, panel } from './fixtures/detail-page.ts';
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

const wide = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** Everything the page writes to the console as an error, and every uncaught exception. */
function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function signInToDemo(page: Page) {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill('admin@demo.portal');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL('**/home');
}

async function openCustomer360(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: demo.url, viewport, locale: 'en-US' });
  const page = await context.newPage();
  const errors = consoleErrorsOf(page);
  await signInToDemo(page);
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  await page.waitForURL('**/user/search/**');
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await page.getByRole('table').getByRole('link').nth(1).click();
  await page.waitForURL('**/user/detail/**');
  await expectPageFilled(page);
  // Let the panels' fade-in end before measuring and picturing.
  await page.waitForTimeout(1200);
  return { page, errors };
}

const titles = ['Customer', 'Latest order', 'Product of the latest order', 'Contacts', 'Orders'];

test('at 1440 px every panel of Customer 360 is reached by the buttons above the row and by the keyboard; at 390 px they stack', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(password).not.toBe('');
  const { page } = await openCustomer360(browser, wide);
  const row = page.getByRole('region', { name: messages.detailPanelRow });
  const next = page.getByRole('button', { name: messages.detailNextPanel });
  const previous = page.getByRole('button', { name: messages.detailPreviousPanel });
  const last = panel(page, titles[4]);

  // The row is wider than the screen and says so: which panels are in sight, and the way to the rest.
  await expect(last).not.toBeInViewport();
  await expect(page.getByText(/^Panels 1–\d of 5$/)).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await page.screenshot({ path: '.shots/detail-panel-row-start-1440.png' });
  await expectNoAccessibilityViolations(page, 'Customer 360 panel row at 1440 px');

  // By pointer: Next, a panel at a time, until the 5th is in sight and Next has nothing more.
  // Next turns disabled when a smooth scroll ends, which can fall between the check and the click: a
  // forced click on a button that has just turned disabled does nothing, and the loop then ends.
  for (let click = 0; click < titles.length && (await next.isEnabled()); click++) {
    await next.click({ force: true });
    await page.waitForTimeout(400);
  }
  await expect(last).toBeInViewport({ ratio: 0.95 });
  await expect(next).toBeDisabled();
  await expect(page.getByText(/^Panels \d–5 of 5$/)).toBeVisible();
  await page.screenshot({ path: '.shots/detail-panel-row-end-1440.png' });
  await previous.click();
  await expect(next).toBeEnabled();

  // By keyboard: the row takes focus; Home goes to the first panel, each Arrow Right one panel on.
  await row.focus();
  await page.keyboard.press('Home');
  await expect(panel(page, titles[0])).toBeInViewport({ ratio: 0.95 });
  await expect(previous).toBeDisabled();
  for (let press = 0; press < titles.length; press++) {
    if (await last.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth)) break;
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(400);
  }
  await expect(last).toBeInViewport({ ratio: 0.95 });
  await page.keyboard.press('ArrowLeft');
  await expect(next).toBeEnabled();
  await page.keyboard.press('End');
  await expect(next).toBeDisabled();
  await expect(row).toBeFocused();

  // A phone stacks the panels: no buttons, nothing sideways.
  const small = await openCustomer360(browser, phone);
  for (const title of titles) await expect(panel(small.page, title)).toBeAttached();
  await expect(small.page.getByRole('button', { name: messages.detailNextPanel })).toHaveCount(0);
  expect(await small.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await small.page.screenshot({ path: '.shots/detail-panel-row-390.png', fullPage: true });
});

test('a first visit to the public pages, the sign-in page, a search page and a detail page writes no error to the console', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const viewport of [wide, phone]) {
    const context = await browser.newContext({ baseURL: demo.url, viewport, locale: 'en-US' });
    const page = await context.newPage();
    const errors = consoleErrorsOf(page);
    // Signed out: the public pages ask for no session they would be refused.
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.goto('/forgot');
    await expect(page.getByLabel('Email')).toBeVisible();
    await signInToDemo(page);
    await page.getByRole('link', { name: 'Customers', exact: true }).click();
    await page.waitForURL('**/user/search/**');
    await page.getByRole('table').getByRole('link').nth(1).click();
    await page.waitForURL('**/user/detail/**');
    await expectPageFilled(page);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `.shots/demo-first-visit-detail-${viewport.width}.png` });
    expect(errors).toEqual([]);
    await context.close();
  }
});
