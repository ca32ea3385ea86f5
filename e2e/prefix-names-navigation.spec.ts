import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { expectPageFilled, openSignedIn, panel, recordsOfPanel } from './fixtures/detail-page.ts';
import {
  customerPath,
  setUpPrefixNamesWorld,
  startPrefixNamesUpstream,
} from './fixtures/prefix-names-world.ts';
import { phone, wide } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';

// 'Ann', 'Ann Lee' and 'Anna' prefix each other: a 'contains' on 'Ann' would find all three's orders (9).
let upstream: Awaited<ReturnType<typeof startPrefixNamesUpstream>>;
test.beforeAll(async () => {
  upstream = await startPrefixNamesUpstream();
});
test.afterAll(async () => {
  await upstream?.close();
});

const searchRecords = (page: import('@playwright/test').Page) =>
  page.getByText(new RegExp(`^${messages.searchRecords} `));

for (const viewport of [wide, phone]) {
  test(`over a json-server, 'Go to search view' and the Name link land on exactly Ann's orders (${viewport.width} px)`, async ({
    browser,
    request,
    smtp,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const world = await setUpPrefixNamesWorld(request, smtp, baseURL, upstream.url);
    const annOrders = upstream.orders.filter((order) => order.customer === 'Ann').length;
    expect(annOrders).toBe(3);
    const page = await openSignedIn(
      browser,
      baseURL,
      world.reader,
      '/user/search/' + world.customersSearch.uuid,
      viewport,
    );
    await page
      .getByRole('table', { name: 'Customers' })
      .getByRole('link', { name: 'Ann', exact: true })
      .click();
    await page.waitForURL('**/user/detail/**');
    await expectPageFilled(page);
    await expect(recordsOfPanel(page, 'Orders')).toHaveText(`${messages.searchRecords} ${annOrders}`);

    // The list panel's 'Go to search view': the list's own filter, customer = Ann.
    await panel(page, 'Orders').getByRole('link', { name: messages.detailGoToSearchView }).click();
    await page.waitForURL('**/user/search/**');
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    await expect(searchRecords(page)).toHaveText(`${messages.searchRecords} ${annOrders}`);
    await expect(page.getByText('Customer = Ann', { exact: true })).toBeVisible();
    const customers = page
      .getByRole('table', { name: 'Orders' })
      .getByRole('cell')
      .filter({ hasText: /^Ann/ });
    await expect(customers).toHaveCount(annOrders);
    await expect(customers).toHaveText(Array(annOrders).fill('Ann'));
    await page.screenshot({ path: test.info().outputPath(`prefix-go-to-search-${viewport.width}.png`) });
    await expectNoAccessibilityViolations(page, `Orders on 'Customer = Ann' at ${viewport.width} px`);

    // The Name field's search navigation, by the destination field the designer chose.
    await page.goBack();
    await page.waitForURL('**/user/detail/**');
    await expectPageFilled(page);
    await panel(page, 'Profile').getByRole('link', { name: 'Ann', exact: true }).click();
    await page.waitForURL('**/user/search/**');
    await expect(searchRecords(page)).toHaveText(`${messages.searchRecords} ${annOrders}`);
    await expect(page.getByText('Customer = Ann', { exact: true })).toBeVisible();

    // The same name as a 'contains' finds the orders of every name it prefixes.
    await page.goto(customerPath(world.customerPage.uuid, 2));
    await expectPageFilled(page);
    await expect(recordsOfPanel(page, 'Orders')).toHaveText(`${messages.searchRecords} 2`);
    await panel(page, 'Orders').getByRole('link', { name: messages.detailGoToSearchView }).click();
    await page.waitForURL('**/user/search/**');
    await expect(searchRecords(page)).toHaveText(`${messages.searchRecords} 2`);
    await expect(page.getByText('Customer = Ann Lee', { exact: true })).toBeVisible();
    await page.context().close();
  });
}
