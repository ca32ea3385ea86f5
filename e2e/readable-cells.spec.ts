import type { Locator, Page } from '@playwright/test';
import type { View } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { signIn } from './fixtures/accounts.ts';
import { type JsonUpstream, startJsonServer } from './fixtures/json-upstream.ts';
import { callApi } from './fixtures/portal-api.ts';
import { phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expectRecords, resultsTable, setUpSearchWorld } from './fixtures/search-world.ts';
import { expect, test } from './fixtures/test.ts';

// Numbers are read in the locale the journey expects.
test.use({ locale: 'en-US', viewport: wide });

const longText = 'Processing payment from the customer in three parts, as agreed on the phone with accounts';
/** Payments as an upstream sends them: long notes, money with uneven decimals, binary leftovers. */
const payments = [
  { id: 1, note: longText, amount: 3344.8, volume: 370370367.36899996 },
  { id: 2, note: 'Paid', amount: 1830.78, volume: 0.1 + 0.2 },
  { id: 3, note: 'Refunded in part', amount: 12, volume: 42 },
  { id: 4, note: 'Open', amount: 5.5, volume: 7.25 },
];

let upstream: (Awaited<ReturnType<typeof startJsonServer>> & Pick<JsonUpstream, 'customers'>) | undefined;
test.beforeAll(async () => {
  upstream = { ...(await startJsonServer({ customers: payments })), customers: payments };
});
test.afterAll(async () => {
  await upstream?.close();
});

const column = (value: string, label: string, width = 'max-w-auto') => ({
  value,
  label,
  width,
  hidemobile: '',
});

/** A search page over the payments without a detail page: Id, a narrow Note, Amount and Volume. */
async function openPayments(
  page: Page,
  request: Parameters<typeof setUpSearchWorld>[0],
  smtp: Parameters<typeof setUpSearchWorld>[1],
  baseURL: string,
) {
  if (!upstream) throw new Error('The upstream did not start.');
  const world = await setUpSearchWorld(request, smtp, baseURL, {
    label: 'payments',
    url: upstream.url,
    adapter: 'jsonserver',
    customers: payments,
    compareText: (a, b) => a.localeCompare(b, 'en'),
    freeTextMatches: () => true,
  });
  const view = await callApi<View>(world.designerApi, 'POST', '/api/views', {
    name: 'Payments',
    type: 'search',
    metacontent: {
      title: 'Payments',
      columns: [
        column('id', 'Id', 'max-w-24'),
        column('note', 'Note', 'max-w-24'),
        column('amount', 'Amount', 'max-w-40'),
        column('volume', 'Volume', 'max-w-40'),
      ],
      textFilters: [{ key: 'note', field: 'note', label: 'Note' }],
      customFilters: [],
    },
    metadata: { server: world.connection.serverId, endpoint: world.connection.endpoints.Customers },
  });
  const path = `/user/search/${view.uuid}`;
  await page.goto(path);
  await signIn(page, world.designer);
  await page.waitForURL(`**${path}`);
  await expectRecords(page, payments.length);
  return resultsTable(page, 'Payments');
}

const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;
/** The texts of a column's cells, top to bottom. */
const columnTexts = (table: Locator, nth: number) =>
  table.locator(`[role=row][aria-rowindex] [role=cell]:nth-child(${nth})`).allTextContents();

test('a cut-off cell shows its whole text on hover and on focus, and a row can be seen whole', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  const table = await openPayments(page, request, smtp, baseURL);
  const note = table.getByRole('cell', { name: longText, exact: true });
  await expect(note).toHaveText(longText);
  expect(await note.evaluate((cell) => cell.scrollWidth > cell.clientWidth)).toBe(true);
  const tooltip = page.getByRole('tooltip');

  // Hover: the whole text beside the cell; gone when the pointer leaves.
  await note.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(longText);
  await screenshotAt(page, 'readable-cells-tooltip', wide, { fullPage: false });
  await page.mouse.move(5, 5);
  await expect(tooltip).toBeHidden();

  // Keyboard: from the row's button, Home reaches the first cell and the arrow the note.
  const showRow = table.getByRole('button', { name: 'Show the whole row: 1' });
  await showRow.focus();
  await page.keyboard.press('Home');
  await expect(table.getByRole('cell', { name: '1', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(note).toBeFocused();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(longText);
  await expect(note).toHaveAccessibleDescription(longText);
  await page.keyboard.press('ArrowDown');
  await expect(table.getByRole('cell', { name: 'Paid', exact: true })).toBeFocused();
  await expect(tooltip).toBeHidden();
  await page.keyboard.press('ArrowUp');
  await expect(tooltip).toHaveText(longText);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  // The whole row: every column with its whole value, from a button the keyboard reaches.
  await showRow.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Id: 1' });
  await expect(dialog).toBeVisible();
  for (const text of ['Note', longText, 'Amount', '3,344.80', 'Volume', '370,370,367.369'])
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await screenshotAt(page, 'readable-cells-whole-row', wide, { fullPage: false });
  await expectNoAccessibilityViolations(page, 'whole row', true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(showRow).toBeFocused();

  // On a phone the button stays in sight while the table scrolls sideways, and opens the row too.
  await page.setViewportSize(phone);
  await expect(showRow).toBeInViewport();
  await table.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(showRow).toBeInViewport();
  await showRow.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(longText, { exact: true })).toBeInViewport();
  await screenshotAt(page, 'readable-cells-whole-row', phone, { fullPage: false });
  await page.keyboard.press('Escape');
  await table.evaluate((element) => {
    element.scrollLeft = 0;
  });
  await screenshotAt(page, 'readable-cells', phone);
});

test('numbers in a column share their decimals, without binary leftovers', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  const table = await openPayments(page, request, smtp, baseURL);
  // Amount needs two decimals, Volume three (370,370,367.36899996 is 370,370,367.369 at 12 digits).
  expect(await columnTexts(table, 3)).toEqual(['3,344.80', '1,830.78', '12.00', '5.50']);
  expect(await columnTexts(table, 4)).toEqual(['370,370,367.369', '0.300', '42.000', '7.250']);
  await expect(table.getByRole('cell', { name: '3,344.80', exact: true })).toHaveCSS('text-align', 'end');
  await screenshotAt(page, 'readable-cells', wide);
  await expectNoAccessibilityViolations(page, 'search table');
});

test('a column resized by dragging and with the keyboard keeps its width after a reload', async ({
  page,
  request,
  smtp,
  baseURL,
}) => {
  const table = await openPayments(page, request, smtp, baseURL);
  const noteHeader = table.getByRole('columnheader', { name: 'Note' });
  const amountHeader = table.getByRole('columnheader', { name: 'Amount' });
  const noteStart = await widthOf(noteHeader);
  const amountStart = await widthOf(amountHeader);

  // Drag: the handle at the Note header's right edge, 160 px to the right.
  const handle = table.getByRole('separator', { name: 'Resize column Note' });
  const box = await handle.boundingBox();
  if (!box) throw new Error('The resize handle is not drawn.');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => widthOf(noteHeader)).toBeGreaterThan(noteStart + 150);
  const noteWide = await widthOf(noteHeader);
  expect(noteWide).toBeLessThan(noteStart + 170);
  // The cells follow their header, and the note now fits.
  const note = table.getByRole('cell', { name: longText, exact: true });
  expect(Math.abs((await widthOf(note)) - noteWide)).toBeLessThan(2);
  // Dragging does not sort.
  await expect(noteHeader).not.toHaveAttribute('aria-sort', /ascending|descending/);

  // Keyboard: the Amount handle, three presses to the right (1 rem each) and one back.
  const amountHandle = table.getByRole('separator', { name: 'Resize column Amount' });
  await amountHandle.focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft']) await page.keyboard.press(key);
  await expect.poll(() => widthOf(amountHeader)).toBeCloseTo(amountStart + 32, 0);
  await expect(amountHandle).toHaveAttribute('aria-valuenow', String(Math.round(amountStart + 32)));

  // A reload keeps both widths, for this person on this page.
  await page.reload();
  await expectRecords(page, payments.length);
  await expect.poll(() => widthOf(noteHeader)).toBeCloseTo(noteWide, 0);
  expect(await widthOf(amountHeader)).toBeCloseTo(amountStart + 32, 0);
  await screenshotAt(page, 'readable-cells-resized', wide);

  // Delete gives the column its own width back.
  await amountHandle.focus();
  await page.keyboard.press('Delete');
  await expect.poll(() => widthOf(amountHeader)).toBeCloseTo(amountStart, 0);
});
