import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { expectPageFilled, listRows, panelValues } from './fixtures/detail-page.ts';
import {
  type DetailUpstream,
  detailPath,
  exactMatches,
  setUpDetailWorld,
  startSampleDetailUpstream,
} from './fixtures/detail-world.ts';
import { startPortal } from './fixtures/portal-server.ts';
import type { startSmtpSink } from './fixtures/smtp-sink.ts';
import { expect, test } from './fixtures/test.ts';

// A plain user's search and detail pages come with their first screen in the HTML (DESIGN.md §9,
// B6): the page shows its frame and rows before any of the app's script has run, and the app then
// takes the page over as it stands (hydrated: the same elements, no second render, no error).

let sample: SampleUpstream;
let upstream: DetailUpstream;
test.beforeAll(async () => {
  sample = await startSampleUpstream({ host: '127.0.0.1', port: 0 });
  upstream = await startSampleDetailUpstream(sample);
});
test.afterAll(async () => {
  await upstream?.close();
  await sample?.close();
});
test.afterEach(() => upstream.proxy.setDelay(0));

const shots = process.env.SHOTS_DIR ?? '.shots/first-screen';

/** Holds every script of the page until the function it answers is called: what shows meanwhile is the HTML's. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors the page reports (a hydration that fails says so here). */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Marks an element shown, to tell after the app ran whether it is still the same element (hydrated,
 * not redrawn). A page held open for answers still coming keeps the screen it sent first, hidden,
 * until the app starts: the element shown is the one drawn again.
 */
const mark = (page: Page, selector: string) =>
  page
    .locator(selector)
    .filter({ visible: true })
    .first()
    .evaluate((element) => element.setAttribute('data-first-paint', ''));

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, a plain user's search and detail pages show their rows before the app's script runs, then the app takes them over`, async ({
    browser,
    baseURL,
    request,
    smtp,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(shots, { recursive: true });
    const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
    const { customers, contacts } = upstream.data;
    const searchPath = `/user/search/${world.views.customers.uuid}`;
    // Signing in loads the page's script once, which tells the server this window's size. No service
    // worker: it would hand the page its scripts from its own cache, past the hold below.
    const context = await browser.newContext({
      baseURL,
      locale: 'en-US',
      timezoneId: 'UTC',
      viewport,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(searchPath);
    await signIn(page, world.reader);
    await page.waitForURL(`**${searchPath}`);
    await expect(page.getByRole('table', { name: 'Customers' }).locator('[aria-rowindex="2"]')).toBeVisible();
    const errors = errorsOf(page);

    const releaseSearch = await holdScripts(page);
    await page.goto(searchPath, { waitUntil: 'commit' });
    const table = page.getByRole('table', { name: 'Customers' });
    const firstRow = table.locator('[role=row][aria-rowindex="2"]');
    await expect(firstRow).toBeVisible();
    await expect(firstRow.getByRole('cell').nth(1)).toHaveText(String(customers[0].name));
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'portalEarlyRequests' in window)).toBe(false);
    await page.screenshot({ path: `${shots}/search-first-paint-${viewport.width}.png` });
    await mark(page, 'h1');
    await mark(page, '[role=row][aria-rowindex="2"]');
    releaseSearch();
    // Once the app runs (a press before its code is in does nothing), the table answers a sort, on
    // the very elements the HTML drew.
    await expect(async () => {
      await table.getByRole('button', { name: 'name', exact: true }).click();
      await expect(page).toHaveURL(/sort=name/, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('h1[data-first-paint]')).toHaveCount(1);
    await expectNoAccessibilityViolations(page, 'search page drawn by the server');

    const customer = customers.find((one) => exactMatches(contacts, 'customerId', one.id).length >= 1)!;
    const releaseDetail = await holdScripts(page);
    await page.goto(detailPath(world.views.customer.uuid, { customerId: customer.id }), {
      waitUntil: 'commit',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(customer.name));
    const firstPanel = page.getByRole('article').first();
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel.getByRole('definition').first()).not.toBeEmpty();
    // Panels fade in one after another (SPEC.md §9), with or without the app's script.
    await expect.poll(() => firstPanel.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.screenshot({ path: `${shots}/detail-first-paint-${viewport.width}.png` });
    await mark(page, 'h1');
    releaseDetail();
    await expectPageFilled(page);
    expect(Object.keys(await panelValues(page, 'Customer')).length).toBeGreaterThan(0);
    await expect(page.locator('h1[data-first-paint]')).toHaveCount(1);
    // Once the app runs, the page menu opens (a press before its code is in does nothing).
    await expect(async () => {
      await page.getByRole('button', { name: 'Page menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${shots}/detail-hydrated-${viewport.width}.png` });
    expect(errors.filter((error) => !/Permissions-Policy|Service Worker/.test(error))).toEqual([]);
    await context.close();
  });
}

/**
 * A portal whose first screens wait 100 ms for their answers and are then held open for up to 3 s
 * (FIRST_SCREEN_HOLD_MS, off by default), the detail world on it, and its plain user signed in at
 * 1440 px; `run` gets them, and everything is closed after.
 */
async function withHeldPortal(
  browser: Browser,
  smtp: Awaited<ReturnType<typeof startSmtpSink>>,
  run: (held: {
    world: Awaited<ReturnType<typeof setUpDetailWorld>>;
    page: Page;
    errors: string[];
  }) => Promise<void>,
) {
  const portal = await startPortal({
    SMTP_URL: smtp.url,
    FIRST_SCREEN_WAIT_MS: '100',
    FIRST_SCREEN_HOLD_MS: '3000',
  });
  const request = await playwrightRequest.newContext({ baseURL: portal.url });
  try {
    const world = await setUpDetailWorld(request, smtp, portal.url, upstream);
    const context = await browser.newContext({
      baseURL: portal.url,
      locale: 'en-US',
      timezoneId: 'UTC',
      viewport: { width: 1440, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/home');
    await signIn(page, world.reader);
    await page.waitForURL('**/home');
    await run({ world, page, errors: errorsOf(page) });
    await context.close();
  } finally {
    await request.dispose();
    await portal.stop();
  }
}

test("a detail page whose data comes after the first screen's wait is held open and comes with every level before the app's script runs, which then asks nothing again", async ({
  browser,
  smtp,
}) => {
  test.setTimeout(180_000);
  // The wait is shorter than one answer: the screen goes out with its frame only, and the page is
  // held open (FIRST_SCREEN_HOLD_MS, off by default) while the server follows the three levels.
  await withHeldPortal(browser, smtp, async ({ world, page, errors }) => {
    const { customers, contacts, orders, products } = upstream.data;
    const customer = customers.find(
      (one) =>
        one.id !== 1 &&
        exactMatches(orders, 'orderNumber', one.lastOrderNumber).length === 1 &&
        exactMatches(contacts, 'customerId', one.id).length >= 1,
    )!;
    const latestOrder = exactMatches(orders, 'orderNumber', customer.lastOrderNumber)[0];
    const product = products.find((one) => one.id === latestOrder.productId)!;

    upstream.proxy.setDelay(400);
    upstream.proxy.requests.length = 0;
    const release = await holdScripts(page);
    await page.goto(detailPath(world.views.customer.uuid, { customerId: customer.id }), {
      waitUntil: 'commit',
    });
    // Every level, the lists' rows included, from the HTML alone: no script of the page has run.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(customer.name));
    await expectPageFilled(page);
    await expect(listRows(page, 'Contacts').first()).toBeVisible();
    // The third level: the customer, their latest order, its product.
    expect((await panelValues(page, 'Latest order')).Product).toBe(String(product.name));
    expect(await page.locator('#root').count()).toBe(1);
    expect(await page.evaluate(() => 'portalEarlyRequests' in window)).toBe(false);
    const lastPanel = page.getByRole('article').last();
    await expect.poll(() => lastPanel.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.screenshot({ path: `${shots}/detail-held-open-1440.png` });
    await mark(page, 'h1');
    const asked = upstream.proxy.requests.length;

    release();
    await expect(async () => {
      await page.getByRole('button', { name: 'Page menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    // The app took over the screen drawn with every answer, and asked the upstream nothing again.
    await expect(page.locator('h1[data-first-paint]')).toHaveCount(1);
    await expectPageFilled(page);
    expect(upstream.proxy.requests).toHaveLength(asked);
    expect(errors.filter((error) => !/Permissions-Policy|Service Worker/.test(error))).toEqual([]);
  });
});

test("a search page whose rows come after the first screen's wait is held open, comes with its rows, and scrolls past them once the app runs", async ({
  browser,
  smtp,
}) => {
  test.setTimeout(180_000);
  // The rows come after the wait: the screen goes out with its frame, and the page ends with the
  // screen drawn again with the rows. The app must then take over that copy, not the hidden first
  // one: a table left as the HTML drew it would never draw a row below its first screen.
  await withHeldPortal(browser, smtp, async ({ world, page, errors }) => {
    const { customers } = upstream.data;
    const searchPath = `/user/search/${world.views.customers.uuid}`;

    upstream.proxy.setDelay(400);
    const release = await holdScripts(page);
    await page.goto(searchPath, { waitUntil: 'commit' });
    const table = page.getByRole('table', { name: 'Customers' }).filter({ visible: true });
    const firstRow = table.locator('[role=row][aria-rowindex="2"]');
    await expect(firstRow.getByRole('cell').nth(1)).toHaveText(String(customers[0].name));
    expect(await page.locator('#root').count()).toBe(1);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/search-held-open-1440.png` });
    await mark(page, 'h1');
    release();
    upstream.proxy.setDelay(0);
    // Once the app runs, the rows below the first screen and past the first page are drawn as the table scrolls.
    const far = table.locator('[role=row][aria-rowindex="80"]');
    await expect(async () => {
      await table.evaluate((element) => {
        element.scrollTop += element.clientHeight;
      });
      await expect(far).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(far.getByRole('cell').nth(1)).toHaveText(String(customers[78].name));
    await expect(page.locator('h1[data-first-paint]')).toHaveCount(1);
    expect(errors.filter((error) => !/Permissions-Policy|Service Worker/.test(error))).toEqual([]);
  });
});
