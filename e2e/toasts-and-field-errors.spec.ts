import type { Locator, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServerThroughApi, chooseOption } from './fixtures/connections.ts';
import { expect, test } from './fixtures/test.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The part of `box` within `frame`, or undefined when none is. */
function within(box: Box, frame: Box): Box | undefined {
  const x = Math.max(box.x, frame.x);
  const y = Math.max(box.y, frame.y);
  const width = Math.min(box.x + box.width, frame.x + frame.width) - x;
  const height = Math.min(box.y + box.height, frame.y + frame.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : undefined;
}

/**
 * Fails when the toast covers any button or field of the dialog that is in sight: one scrolled out
 * of the dialog (below its end) is not on screen, whatever lies at its place, and of a control cut
 * by the dialog's end only the part above it is.
 */
async function expectClearOf(toast: Locator, dialog: Locator) {
  const toastBox = await toast.boundingBox();
  expect(toastBox).not.toBeNull();
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox).not.toBeNull();
  const controls = dialog.locator('button, input, select, textarea');
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const inSight = box && within(box, dialogBox!);
    if (inSight)
      expect(
        overlaps(toastBox!, inSight),
        `the toast covers ${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`,
      ).toBe(false);
  }
}

const toasts = (page: Page) => page.getByRole('alert');

async function openConnections(
  page: Page,
  request: Parameters<typeof registerActivatedAccount>[0],
  smtp: Parameters<typeof registerActivatedAccount>[1],
) {
  const admin = await registerActivatedAccount(request, smtp, 'toasts');
  await page.goto('/admin/connectorsadmin');
  await signIn(page, admin);
  await page.waitForURL('**/admin/connectorsadmin');
  await addServerThroughApi(page, 'Orders data', { url: 'https://orders.example/api/' });
  await page.reload();
  await chooseOption(page, 'Server', 'Orders data');
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a toast never covers the controls of the dialog it answers, and shows alone`, async ({
    page,
    request,
    smtp,
  }) => {
    await page.setViewportSize(viewport);
    await openConnections(page, request, smtp);
    await page.getByRole('button', { name: 'Edit Endpoints' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Orders data' });
    await editor.getByRole('button', { name: 'New Endpoint' }).click();
    await editor.getByLabel('Endpoint name').fill('Orders');
    await editor.getByLabel('Endpoint URL').fill('orders');
    await editor.getByRole('button', { name: 'Add Endpoint' }).click();
    const added = toasts(page).filter({ hasText: messages.endpointAdded });
    await expect(added).toBeVisible();
    await expectClearOf(added, editor);
    await page.screenshot({ path: `.shots/toast-in-dialog-${viewport.width}.png` });

    await editor.getByRole('button', { name: 'Update Endpoint' }).click();
    const updated = toasts(page).filter({ hasText: messages.endpointUpdated });
    await expect(updated).toBeVisible();
    // While a dialog is open only the newest toast shows, in the room the dialog leaves free.
    await expect(toasts(page)).toHaveCount(1);
    await expectClearOf(updated, editor);
  });
}

test('a success clears the error it answers, and the same text twice shows once', async ({
  page,
  request,
  smtp,
}) => {
  await openConnections(page, request, smtp);
  let refusals = 2;
  await page.route('**/api/servers/*', async (route) => {
    if (route.request().method() !== 'DELETE' || refusals === 0) return route.fallback();
    refusals -= 1;
    await route.fulfill({ status: 500, json: { code: 'internal', message: messages.internal } });
  });
  const confirmation = page.getByRole('dialog', { name: 'Remove Server' });
  const remove = async () => {
    await page.getByRole('button', { name: 'Remove Server' }).click();
    await confirmation.getByRole('button', { name: 'Remove Server' }).click();
    await expect(confirmation).toBeHidden();
  };
  await remove();
  const failed = toasts(page).filter({ hasText: messages.errorDeletingServer });
  await expect(failed).toHaveCount(1);
  await remove();
  await expect(failed).toHaveCount(1);
  await remove();
  await expect(toasts(page).filter({ hasText: messages.serverDeleted })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('a group name already used is refused under the name', async ({ page, request, smtp }) => {
  const admin = await registerActivatedAccount(request, smtp, 'groups');
  await page.goto('/designer/editgroups');
  await signIn(page, admin);
  await page.waitForURL('**/designer/editgroups');
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: messages.newGroup }).click();
    const dialog = page.getByRole('dialog', { name: messages.newGroup });
    await dialog.getByLabel('Group name').fill('Sales');
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    if (attempt === 1) {
      await expect(dialog).toBeHidden();
      continue;
    }
    await expect(dialog.getByLabel('Group name')).toHaveAccessibleDescription(messages.groupNameTaken);
    await expect(toasts(page).filter({ hasText: messages.groupNameTaken })).toHaveCount(0);
  }
});
