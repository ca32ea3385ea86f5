import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settleScreen } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addGroup, addSearchView } from './fixtures/portal-api.ts';
import { expect, test } from './fixtures/test.ts';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Each screen with the shell around it. In a dialog, Mantine's modal header counts as a second
 * banner (and so as a second unnamed landmark), which the dialog role already scopes.
 */
async function expectNoViolations(page: Page, screen: string, inDialog = false) {
  await settleScreen(page);
  const { violations } = await new AxeBuilder({ page })
    .disableRules(inDialog ? ['landmark-no-duplicate-banner', 'landmark-unique'] : [])
    .analyze();
  const found = violations.map(
    (violation) =>
      `${screen}: ${violation.id} (${violation.nodes.length}) ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found).toEqual([]);
}

test('home, users admin (with its group picker), designer home, groups admin and settings (with Sign-in) pass an automated accessibility check', async ({
  page,
  request,
  smtp,
}) => {
  test.setTimeout(90_000);
  const owner = await registerActivatedAccount(request, smtp);
  expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
  const me = await (await request.post('/api/vt', { headers: ajax })).json();
  const { view } = await addSearchView(request, 'Customers');
  const group = await addGroup(request, 'Sales', { userUuids: [me.uuid], viewUuids: [view.uuid] });

  await page.goto('/login');
  await signIn(page, owner);
  await page.waitForURL('**/home');
  // The user's page in the menu (Home's 'Recently changed pages' names it too, with its type).
  await expect(page.getByRole('link', { name: 'Customers', exact: true })).toBeVisible();
  await expectNoViolations(page, 'home');

  await page.goto('/admin/usersadmin');
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(owner.lastName);
  await expectNoViolations(page, 'users admin');
  await page.getByRole('button', { name: 'Create New User' }).click();
  // The groups an invited user is put in: picked in the same dialog.
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Groups' })).toBeEnabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
  await expectNoViolations(page, 'user dialog', true);
  await page.keyboard.press('Escape');

  await page.goto('/designer');
  await expect(page.getByRole('link', { name: 'Groups' })).toBeVisible();
  await expectNoViolations(page, 'designer home');

  await page.goto(`/designer/editgroups?group=${group.uuid}`);
  await expect(page.getByRole('table', { name: 'Views in group' })).toContainText('Customers');
  await expectNoViolations(page, 'groups admin');

  await page.getByRole('button', { name: `Hi ${owner.firstName} ${owner.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expectNoViolations(page, 'settings', true);
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('tab', { name: 'Sign-in' }).click();
  await expect(page.getByRole('link', { name: 'Open the sign-in settings' })).toBeVisible();
  await expectNoViolations(page, 'settings sign-in', true);
});
