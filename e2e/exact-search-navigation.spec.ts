import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { expectPageFilled, panel, recordsOfPanel } from './fixtures/detail-page.ts';
import { freePort, type PortalServer, startPortal } from './fixtures/portal-server.ts';
import { expect, test } from './fixtures/test.ts';

// The demo as `npm start` seeds it: customers named "O'Neil GmbH 1", "O'Neil GmbH 12", … prefix each other.
let demo: PortalServer;
let password: string;
test.beforeAll(async () => {
  demo = await startPortal({ DEMO: '1', DEMO_UPSTREAM_PORT: String(await freePort()), LOG_LEVEL: 'info' });
  password = /password:\s+(\S+)/.exec(demo.output())?.[1] ?? '';
});
test.afterAll(async () => {
  await demo?.stop();
});

for (const width of [1440, 390]) {
  test(`'Go to search view' on Customer 360 lands on the rows the Orders panel showed (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: demo.url, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@demo.portal');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: 'Customers', exact: true }).click();
    await page.getByRole('table').getByRole('link', { name: "O'Neil GmbH 1", exact: true }).click();
    await page.waitForURL('**/user/detail/**');
    await expectPageFilled(page);
    const records = recordsOfPanel(page, 'Orders');
    await expect(records).toHaveText(new RegExp(`^${messages.searchRecords} \\d+$`));
    const count = Number((await records.textContent())?.replace(/\D/g, ''));
    await panel(page, 'Orders').getByRole('link', { name: messages.detailGoToSearchView }).click();
    await page.waitForURL('**/user/search/**');
    // The detail page's panels have gone once the search page's table is there.
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${messages.searchRecords} `))).toHaveText(
      `${messages.searchRecords} ${count}`,
    );
    await expect(page.getByText(/ = \d+$/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`exact-entry-${width}.png`) });
    await expectNoAccessibilityViolations(page, `search page on an exact entry at ${width} px`);
    await context.close();
  });
}
