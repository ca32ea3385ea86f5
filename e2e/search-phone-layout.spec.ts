import type { Locator, Page } from '@playwright/test';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { openSignedIn } from './fixtures/detail-page.ts';
import { searchView } from './fixtures/detail-views.ts';
import { type DetailUpstream, setUpDetailWorld, startSampleDetailUpstream } from './fixtures/detail-world.ts';
import { callApi } from './fixtures/portal-api.ts';
import { phone, screenshotAt, wide } from './fixtures/screens.ts';
import { resultsTable } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

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

// The Tickets page of issue 29: six columns, sorted by one far to the right.
const columns = ['orderNumber', 'customerName', 'productName', 'quantity', 'total', 'status'];

/**
 * How many lines of pixels show something other than the row's own background just before the
 * whole-row button's column: letters running up to the button (0 when text fades out before it).
 * Each line is compared with the button column's own blank left edge on the same line.
 */
async function linesWithLettersBesideButton(page: Page, table: Locator): Promise<number> {
  const button = (await table.getByRole('columnheader').last().boundingBox())!;
  const body = (await table.boundingBox())!;
  const top = button.y + button.height + 1;
  const clip = { x: button.x - 1, y: top, width: 4, height: body.y + body.height - top - 2 };
  const png = (await page.screenshot({ clip })).toString('base64');
  // Decoded on a blank page: the portal's Content-Security-Policy rightly refuses data: addresses.
  const decoder = await page.context().newPage();
  const lines = await decoder.evaluate(async (data) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const at = (x: number, y: number) =>
      pixels.slice((y * image.width + x) * 4, (y * image.width + x) * 4 + 3);
    let lines = 0;
    for (let y = 0; y < image.height; y += 1) {
      const outside = at(0, y);
      const inside = at(image.width - 1, y);
      if (outside.some((value, channel) => Math.abs(value - inside[channel]) > 24)) lines += 1;
    }
    return lines;
  }, png);
  await decoder.close();
  return lines;
}

test('on a phone a table sorted by a column far to the right opens with that column in sight, and no text runs up to the row button', async ({
  browser,
  baseURL,
  request,
  smtp,
}) => {
  test.setTimeout(120_000);
  const world = await setUpDetailWorld(request, smtp, baseURL, upstream);
  const server = (world.views.orders.metadata as { server: string }).server;
  const view = await callApi<{ uuid: string }>(
    world.api,
    'POST',
    '/api/views',
    searchView('Tickets', server, world.endpoints.orders, columns, ['status']),
  );
  const page = await openSignedIn(
    browser,
    baseURL,
    world.designer,
    `/user/search/${view.uuid}?sort=status:desc`,
    phone,
  );
  const table = resultsTable(page, 'Tickets');
  await expect(table.getByRole('cell', { name: 'Shipped' }).first()).toBeVisible();
  const sorted = table.getByRole('columnheader', { name: 'status' });
  await expect(sorted).toHaveAttribute('aria-sort', 'descending');
  // The sorted column is in sight, whole, left of the button column that stays at the right edge.
  const sortedBox = (await sorted.boundingBox())!;
  const buttonColumn = (await table.getByRole('columnheader').last().boundingBox())!;
  const tableBox = (await table.boundingBox())!;
  expect(sortedBox.x).toBeGreaterThanOrEqual(tableBox.x);
  expect(sortedBox.x + sortedBox.width).toBeLessThanOrEqual(buttonColumn.x + 1);
  await page.screenshot({ path: `.shots/search-sorted-late-${phone.width}.png` });
  await expectNoAccessibilityViolations(page, 'search page sorted by a late column on a phone');

  // Wherever the table is scrolled, no letter reaches the row's button: text fades out before it.
  for (const scrollLeft of [0, 90, 150, 250]) {
    await table.evaluate((element, left) => {
      element.scrollLeft = left;
    }, scrollLeft);
    await page.waitForTimeout(100);
    await page.screenshot({ path: `.shots/search-row-button-${scrollLeft}-${phone.width}.png` });
    expect(await linesWithLettersBesideButton(page, table), `scrolled ${scrollLeft} px`).toBe(0);
  }

  await page.setViewportSize(wide);
  await screenshotAt(page, 'search-sorted-late', wide, { fullPage: false });
  await expectNoAccessibilityViolations(page, 'search page sorted by a late column');
});
