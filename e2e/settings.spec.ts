import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addInvitedUser, apiAs } from './fixtures/portal-api.ts';
import { phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';
import { expectToastText } from './fixtures/ui.ts';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

test('people change their own names and password from Settings in the user menu', async ({
  page,
  request,
  smtp,
  portal,
}) => {
  test.setTimeout(90_000);
  const person = await registerActivatedAccount(request, smtp);
  const otherDevice = await apiAs(portal.url, person);

  await page.goto('/login');
  await signIn(page, person);
  await page.waitForURL('**/home');
  await page.getByRole('button', { name: `Hi ${person.firstName} ${person.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });

  await dialog.getByLabel('First name').fill('');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog.getByText(messages.firstNameRequired)).toBeVisible();
  await dialog.getByLabel('First name').fill('Augusta');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expectToastText(page, messages.profileUpdated);
  await expect(page.getByRole('button', { name: `Hi Augusta ${person.lastName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hi Augusta!' })).toBeVisible();

  await dialog.getByRole('tab', { name: 'Password' }).click();
  const newPassword = 'another long enough password';
  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill(`${newPassword}!`);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText(messages.passwordMismatch)).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText(messages.currentPasswordWrong)).toBeVisible();
  await dialog.getByLabel('Current password').fill(person.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expectToastText(page, messages.passwordChanged);

  // The other device is signed out; this one stays.
  expect((await otherDevice.post('/api/vt', { headers: ajax })).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hi Augusta!' })).toBeVisible();
  expect(
    (
      await (
        await apiAs(portal.url, { email: person.email, password: newPassword })
      ).post('/api/vt', { headers: ajax })
    ).status(),
  ).toBe(200);
  await otherDevice.dispose();
});

const openSettings = async (page: Page, person: { firstName: string; lastName: string }) => {
  await page.getByRole('button', { name: `Hi ${person.firstName} ${person.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
};

/** Every tab sits on the first tab's line, inside the dialog's width. */
async function expectTabsOnOneLine(page: Page) {
  const tabs = page.getByRole('dialog', { name: 'Settings' }).getByRole('tab');
  const boxes = await tabs.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  for (const box of boxes) {
    expect(Math.abs(box.top - boxes[0].top)).toBeLessThan(1);
    expect(box.right).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
}

test("an admin reaches the account's sign-in settings from Settings; the tabs hold one line on a phone", async ({
  page,
  browser,
  request,
  smtp,
  portal,
}) => {
  test.setTimeout(90_000);
  const admin = await registerActivatedAccount(request, smtp);
  const member = await addInvitedUser(await apiAs(portal.url, admin), smtp, ['user']);

  await page.setViewportSize(wide);
  await page.goto('/login');
  await signIn(page, admin);
  await page.waitForURL('**/home');
  const dialog = await openSettings(page, admin);
  await dialog.getByRole('tab', { name: messages.signInSettingsTitle }).click();
  await expect(dialog.getByText(messages.signInSettingsSubtitle)).toBeVisible();
  await screenshotAt(page, 'settings-sign-in', wide, { fullPage: false });
  await expectNoAccessibilityViolations(page, 'settings sign-in tab', true);
  await screenshotAt(page, 'settings-sign-in', phone, { fullPage: false });
  await expectTabsOnOneLine(page);
  await expectNoAccessibilityViolations(page, 'settings sign-in tab on a phone', true);

  await dialog.getByRole('link', { name: messages.openSignInSettings }).click();
  await page.waitForURL('**/admin/sign-in');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: messages.signInSettingsTitle, level: 1 })).toBeVisible();

  // A plain user's Settings have no Sign-in tab, and theirs hold one line on a phone too.
  const device = await browser.newContext({ viewport: phone });
  const memberPage = await device.newPage();
  await memberPage.goto(`${portal.url}/login`);
  await signIn(memberPage, member);
  await memberPage.waitForURL('**/home');
  const memberSettings = await openSettings(memberPage, member);
  await expect(memberSettings.getByRole('tab')).toHaveText(['Profile', 'Password', messages.connectionsTab]);
  await expectTabsOnOneLine(memberPage);
  await screenshotAt(memberPage, 'settings-member', phone, { fullPage: false });
  await device.close();
});
