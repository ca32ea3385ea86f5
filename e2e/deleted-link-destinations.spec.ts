import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { expectPageFilled, openSignedIn, panel } from './fixtures/detail-page.ts';
import {
  customerPath,
  setUpPrefixNamesWorld,
  startPrefixNamesUpstream,
} from './fixtures/prefix-names-world.ts';
import { phone, wide } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';
import { expectToastText } from './fixtures/ui.ts';

let upstream: Awaited<ReturnType<typeof startPrefixNamesUpstream>>;
test.beforeAll(async () => {
  upstream = await startPrefixNamesUpstream();
});
test.afterAll(async () => {
  await upstream?.close();
});

/** Deletes a page on the Pages screen, confirming the dialog. */
async function deleteOnPagesScreen(page: Page, name: string) {
  await page.goto('/designer/pages');
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: messages.deletePage });
  await dialog.getByRole('button', { name: messages.deletePage }).click();
  await expectToastText(page, messages.pageDeleted);
}

test('links to a page deleted on the Pages screen stay on the linking pages as text saying the page was deleted', async ({
  page,
  browser,
  request,
  smtp,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const world = await setUpPrefixNamesWorld(request, smtp, baseURL, upstream.url);
  await page.setViewportSize(wide);
  await page.goto('/designer/pages');
  await signIn(page, world.designer);
  await page.waitForURL('**/designer/pages');
  await deleteOnPagesScreen(page, 'Orders');

  // The customer page's Name field and 'Go to search view' led to Orders: both inert, both say why.
  await page.goto(customerPath(world.customerPage.uuid, 1));
  await expectPageFilled(page);
  const profile = panel(page, 'Profile');
  await expect(profile.getByRole('link')).toHaveCount(0);
  await expect(profile.getByTitle(messages.destinationDeleted)).toHaveText(
    `Ann (${messages.destinationDeleted})`,
  );
  const goToSearch = panel(page, 'Orders').getByRole('button', { name: messages.detailGoToSearchView });
  await expect(goToSearch).toHaveAttribute('aria-disabled', 'true');
  await expect(goToSearch).toHaveAccessibleDescription(messages.destinationDeleted);
  await goToSearch.click({ force: true });
  await expect(page).toHaveURL(/\/user\/detail\//);
  await goToSearch.hover();
  await expect(page.getByRole('tooltip')).toHaveText(messages.destinationDeleted);
  await page.waitForTimeout(800);
  await page.screenshot({ path: test.info().outputPath('deleted-destination-detail-1440.png') });
  await page.mouse.move(1, 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'links to a deleted page on a detail page at 1440 px');
  await page.setViewportSize(phone);
  await page.waitForTimeout(250);
  await page.screenshot({ path: test.info().outputPath('deleted-destination-detail-390.png') });
  await expectNoAccessibilityViolations(page, 'links to a deleted page on a detail page at 390 px');

  // The customer page itself goes: the Customers search page's names, for a plain user, are text.
  await page.setViewportSize(wide);
  await deleteOnPagesScreen(page, 'Customer');
  for (const viewport of [wide, phone]) {
    const reader = await openSignedIn(
      browser,
      baseURL,
      world.reader,
      `/user/search/${world.customersSearch.uuid}`,
      viewport,
    );
    const table = reader.getByRole('table', { name: 'Customers' });
    await expect(table.getByTitle(messages.destinationDeleted)).toHaveCount(4);
    await expect(table.getByTitle(messages.destinationDeleted).first()).toHaveText('Ann');
    await expect(table.getByRole('link')).toHaveCount(0);
    await expect(reader.getByRole('note')).toHaveText(`${messages.columnsLinkedToDeletedPage} Name`);
    await expect(table.getByRole('cell').first()).toContainText(`(${messages.destinationDeleted})`);
    // A tap on the row opens nothing either.
    await table.getByRole('cell').first().click();
    await expect(reader).toHaveURL(/\/user\/search\//);
    await reader.screenshot({
      path: test.info().outputPath(`deleted-destination-search-${viewport.width}.png`),
    });
    await expectNoAccessibilityViolations(
      reader,
      `links to a deleted page on a search page at ${viewport.width} px`,
    );
    await reader.context().close();
  }
});
