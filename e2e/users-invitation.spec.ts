import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addGroup, addSearchView } from './fixtures/portal-api.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test, uniquePerson } from './fixtures/test.ts';
import { expectToastText } from './fixtures/ui.ts';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('users admin', () => {
  test('an invited user sets a password from the e-mail and sees only the views of their groups', async ({
    page,
    browser,
    request,
    smtp,
  }) => {
    test.setTimeout(90_000);
    const owner = await registerActivatedAccount(request, smtp);
    expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
    const shared = await addSearchView(request, 'Customers of the north');
    await addSearchView(request, 'Payroll');
    const sales = await addGroup(request, 'Sales', { viewUuids: [shared.view.uuid] });

    await page.goto('/login');
    await signIn(page, owner);
    await page.waitForURL('**/home');
    await page.goto('/admin/usersadmin');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    for (const column of ['First Name', 'Second Name', 'E-mail', 'Roles', 'Active', 'Last Access', 'Edit']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }

    await page.getByRole('button', { name: messages.createNewUser }).click();
    const dialog = page.getByRole('dialog', { name: messages.createNewUser });
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await dialog.getByRole('button', { name: messages.createUser }).click();
    for (const text of [
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailRequired,
      messages.atLeastOneRole,
    ]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await screenshotAt(page, 'create-user-required', wide, { fullPage: false });
    await screenshotAt(page, 'create-user-required', phone, { fullPage: false });
    await page.setViewportSize(wide);

    const invitee = uniquePerson('invitee');
    await dialog.getByLabel('First name').fill(invitee.firstName);
    await dialog.getByLabel('Last name').fill(invitee.lastName);
    await dialog.getByLabel('Email').fill(invitee.email);
    await dialog.getByLabel('Custom 1').fill('North region');
    await dialog.getByRole('switch', { name: 'User' }).check();
    // The groups are picked as the user is invited: their pages are there at the first sign-in.
    await dialog.getByRole('combobox', { name: messages.inviteGroups }).click();
    await page.getByRole('option', { name: 'Sales' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await screenshotAt(page, 'create-user-groups', wide, { fullPage: false });
    await page.setViewportSize(phone);
    await dialog.getByRole('combobox', { name: messages.inviteGroups }).scrollIntoViewIfNeeded();
    await screenshotAt(page, 'create-user-groups', phone, { fullPage: false });
    await page.setViewportSize(wide);
    await expectNoAccessibilityViolations(page, 'create user with groups', true);
    await dialog.getByRole('button', { name: messages.createUser }).click();
    await expectToastText(page, messages.userCreated);
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: invitee.lastName });
    await expect(row).toContainText(invitee.firstName);
    await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: invitee.email })).toBeVisible();
    await expect(row.getByRole('cell', { name: /^Never/ })).toContainText(messages.invitationPending);

    // The same e-mail a second time: the server's refusal shows under the e-mail, not in a toast.
    await page.getByRole('button', { name: messages.createNewUser }).click();
    await dialog.getByLabel('First name').fill('Again');
    await dialog.getByLabel('Last name').fill('Again');
    await dialog.getByLabel('Email').fill(invitee.email);
    await dialog.getByRole('switch', { name: 'User' }).check();
    await dialog.getByRole('button', { name: messages.createUser }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
      new RegExp(`^${messages.emailTaken.replaceAll('.', '\\.')}`),
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const users = await (await request.get('/api/users')).json();
    const created = users.find((user: { email: string }) => user.email === invitee.email);
    const members = await (await request.get(`/api/groups/${sales.uuid}/users`)).json();
    expect(members.map((member: { userUuid: string }) => member.userUuid)).toEqual([created.uuid]);

    // The invitee, on a device of their own, follows the link of the e-mail the SMTP server received:
    // the screen asks them to set their password, not to reset one.
    const link = await smtp.linkFor(invitee.email, '/resetpassword/');
    const device = await browser.newContext();
    const inviteePage = await device.newPage();
    await inviteePage.goto(link);
    await expect(inviteePage.getByRole('heading', { name: messages.setPasswordTitle })).toBeVisible();
    await expect(inviteePage.getByText('Reset password')).toHaveCount(0);
    await screenshotAt(inviteePage, 'set-password', phone);
    await expectNoSidewaysScroll(inviteePage);
    await screenshotAt(inviteePage, 'set-password', wide);
    await expectNoAccessibilityViolations(inviteePage, 'set your password');
    await inviteePage.getByLabel('Password', { exact: true }).fill(invitee.password);
    await inviteePage.getByLabel('Confirm password').fill(invitee.password);
    await inviteePage.getByRole('button', { name: 'Set password' }).click();
    await expect(inviteePage.getByText(messages.passwordSet)).toBeVisible();
    await inviteePage.waitForURL('**/login', { timeout: 6_000 });
    // The address they never typed is filled in on the sign-in page.
    await expect(inviteePage.getByLabel('Email')).toHaveValue(invitee.email);
    await signIn(inviteePage, invitee);
    await inviteePage.waitForURL('**/home');

    await expect(inviteePage.getByRole('heading', { name: messages.homeTitle, level: 1 })).toBeVisible();
    await expect(inviteePage.getByText(messages.homeSubtitle)).toBeVisible();
    await expect(inviteePage.getByRole('heading', { name: `Hi ${invitee.firstName}!` })).toBeVisible();
    const pages = inviteePage.getByRole('list', { name: 'Your search pages' });
    await expect(pages.getByRole('link')).toHaveCount(1);
    await expect(pages.getByRole('link', { name: 'Customers of the north' })).toBeVisible();
    await expect(inviteePage.getByText('Payroll')).toHaveCount(0);
    await device.close();
  });

  test('an admin edits a user, cannot change the e-mail, and deletes them after confirming', async ({
    page,
    request,
    smtp,
  }) => {
    const owner = await registerActivatedAccount(request, smtp);
    expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
    const person = uniquePerson('colleague');
    const created = await request.post('/api/users', {
      headers: ajax,
      data: { firstName: person.firstName, lastName: person.lastName, email: person.email, roles: ['user'] },
    });
    expect(created.status()).toBe(200);

    await page.goto('/login');
    await signIn(page, owner);
    await page.waitForURL('**/home');
    await page.goto('/admin/usersadmin');
    await page.getByRole('button', { name: `Edit ${person.firstName} ${person.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${person.firstName} ${person.lastName}` });
    await expect(dialog.getByLabel('Email')).toBeDisabled();
    await expect(dialog.getByLabel('Email')).toHaveValue(person.email);
    await dialog.getByLabel('First name').fill('Renamed');
    await dialog.getByRole('switch', { name: 'Designer' }).check();
    await dialog.getByRole('switch', { name: 'Allow embedding' }).check();
    await dialog.getByRole('button', { name: messages.updateUser }).click();
    await expectToastText(page, messages.userUpdated);
    const row = page.getByRole('row').filter({ hasText: person.lastName });
    await expect(row).toContainText('Renamed');
    await expect(row).toContainText('designer');
    const saved = (await (await request.get('/api/users')).json()).find(
      (user: { email: string }) => user.email === person.email,
    );
    expect(saved.settings).toEqual({ addons: { embed: 1 } });

    await page.getByRole('button', { name: `Edit Renamed ${person.lastName}` }).click();
    const editing = page.getByRole('dialog', { name: `Edit Renamed ${person.lastName}` });
    const danger = editing.getByRole('region', { name: messages.dangerArea });
    await danger.getByRole('button', { name: messages.deleteUser }).click();
    await danger.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await danger.getByRole('button', { name: messages.deleteUser }).click();
    await danger.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToastText(page, messages.userDeleted);
    await expect(page.getByRole('row').filter({ hasText: person.lastName })).toHaveCount(0);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px an admin finds a user by name or e-mail, reaches Edit without scrolling sideways, and resends the invitation`, async ({
      page,
      request,
      smtp,
    }) => {
      await page.setViewportSize(viewport);
      const owner = await registerActivatedAccount(request, smtp);
      expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
      const invitee = { ...uniquePerson('zoe'), firstName: 'Zoë', lastName: 'Müller-Lüdenscheidt' };
      const created = await request.post('/api/users', {
        headers: ajax,
        data: {
          firstName: invitee.firstName,
          lastName: invitee.lastName,
          email: invitee.email,
          roles: ['user'],
        },
      });
      expect(created.status()).toBe(200);
      const firstLink = await smtp.linkFor(invitee.email, '/resetpassword/');

      await page.goto('/login');
      await signIn(page, owner);
      await page.waitForURL('**/home');
      await page.goto('/admin/usersadmin');
      const search = page.getByRole('searchbox', { name: 'Search users' });
      await search.fill('zoe muller');
      const edit = page.getByRole('button', { name: `Edit ${invitee.firstName} ${invitee.lastName}` });
      await expect(edit).toBeVisible();
      await expect(
        page.getByRole('button', { name: `Edit ${owner.firstName} ${owner.lastName}` }),
      ).toHaveCount(0);
      await search.fill(owner.email.toUpperCase());
      await expect(
        page.getByRole('button', { name: `Edit ${owner.firstName} ${owner.lastName}` }),
      ).toBeVisible();
      await search.fill('nobody by this name');
      await expect(page.getByText(messages.usersNoMatch)).toBeVisible();
      await search.fill(invitee.email);

      // Every action is on screen: the page is no wider than the window and Edit sits inside it.
      const box = await edit.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `.shots/users-search-${viewport.width}.png`, fullPage: true });

      await page
        .getByRole('button', {
          name: `${messages.resendInvitation} to ${invitee.firstName} ${invitee.lastName}`,
        })
        .click();
      await expectToastText(page, messages.invitationSent);
      await expect.poll(() => smtp.linkFor(invitee.email, '/resetpassword/')).not.toBe(firstLink);
    });
  }
});
