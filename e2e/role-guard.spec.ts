import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addInvitedUser, apiAs, callApi } from './fixtures/portal-api.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';
import { expectToastText } from './fixtures/ui.ts';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('roles held on every request', () => {
  test('a user without the designer or admin role who opens those screens lands on /home, told why', async ({
    page,
    request,
    smtp,
  }) => {
    const owner = await registerActivatedAccount(request, smtp);
    expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
    const member = await addInvitedUser(request, smtp, ['user']);

    await page.goto('/login');
    await signIn(page, member);
    await page.waitForURL('**/home');
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Designer' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    for (const path of ['/designer', '/designer/editgroups', '/admin', '/admin/usersadmin']) {
      await page.goto(path);
      await page.waitForURL('**/home');
      await expect(page.getByRole('heading', { name: messages.homeTitle, level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: messages.noAccess })).toBeVisible();
    }
    const notice = page.getByRole('status').filter({ hasText: messages.noAccess });
    await screenshotAt(page, 'no-access', wide);
    await screenshotAt(page, 'no-access', phone);
    await expect(notice.getByRole('button', { name: 'Close' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(wide);
    // The notice answers that arrival only: closed, or on the next screen, it is gone.
    await page
      .getByRole('status')
      .filter({ hasText: messages.noAccess })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page.getByText(messages.noAccess)).toHaveCount(0);
    await page.goto('/admin');
    await page.waitForURL('**/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Watchlist' }).click();
    await expect(page.getByText(messages.noAccess)).toHaveCount(0);
  });

  test('a signed-in user who is deactivated is signed out on their next request', async ({
    page,
    request,
    smtp,
  }) => {
    const owner = await registerActivatedAccount(request, smtp);
    expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
    const member = await addInvitedUser(request, smtp, ['user']);

    await page.goto('/login');
    await signIn(page, member);
    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { name: `Hi ${member.firstName}!` })).toBeVisible();

    await callApi(request, 'PUT', `/api/users/${member.user.uuid}`, { ...member.user, active: false });
    await page.reload();
    await page.waitForURL('**/login');
    await signIn(page, member);
    // The right password: told the account is disabled. A wrong one: the usual answer, nothing more.
    await expect(page.getByText(messages.accountInactive)).toBeVisible();
    await screenshotAt(page, 'login-account-disabled', wide, { fullPage: false });
    await screenshotAt(page, 'login-account-disabled', phone, { fullPage: false });
    await expect(page.getByText(messages.accountInactive)).toBeVisible();
    await signIn(page, { ...member, password: `${member.password}-wrong` });
    await expect(page.getByText(messages.invalidCredentials)).toBeVisible();
    await expect(page.getByText(messages.accountInactive)).toHaveCount(0);
  });

  test('a demoted admin loses the admin screens and routes at once', async ({
    page,
    request,
    smtp,
    portal,
  }) => {
    const owner = await registerActivatedAccount(request, smtp);
    expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
    const colleague = await addInvitedUser(request, smtp, ['admin', 'user']);

    await page.goto('/login');
    await signIn(page, colleague);
    await page.waitForURL('**/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Admin' }).click();
    await page.goto('/admin/usersadmin');
    await expect(page.getByRole('table', { name: 'Users' })).toContainText(owner.lastName);

    await callApi(request, 'PUT', `/api/users/${colleague.user.uuid}`, {
      ...colleague.user,
      roles: ['user'],
    });

    // The screen is still open, but the server already refuses the admin call it makes.
    await page.getByRole('button', { name: messages.createNewUser }).click();
    const dialog = page.getByRole('dialog', { name: messages.createNewUser });
    await dialog.getByLabel('First name').fill('Not');
    await dialog.getByLabel('Last name').fill('Allowed');
    await dialog.getByLabel('Email').fill('not-allowed@example.com');
    await dialog.getByRole('switch', { name: 'User' }).check();
    await dialog.getByRole('button', { name: messages.createUser }).click();
    await expectToastText(page, messages.errorCreatingUser);
    // The refusal makes the tab ask for its session again: the screen and the menu entry go at once.
    await page.waitForURL('**/home');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Admin' })).toHaveCount(0);

    const colleagueApi = await apiAs(portal.url, colleague);
    expect((await colleagueApi.get('/api/users')).status()).toBe(403);
    await colleagueApi.dispose();

    await page.goto('/admin/usersadmin');
    await page.waitForURL('**/home');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });
});
