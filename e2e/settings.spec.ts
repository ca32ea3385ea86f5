import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { apiAs } from './fixtures/portal-api.ts';
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
