import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

test.describe('the protected area', () => {
  test('a protected URL opened while signed out is restored after signing in', async ({
    page,
    request,
    smtp,
  }) => {
    const person = await registerActivatedAccount(request, smtp);
    await page.goto('/admin?tab=people');
    await page.waitForURL('**/login');
    await signIn(page, person);
    await page.waitForURL('**/admin?tab=people');
  });

  test('after logging out, signing in again lands on /home', async ({ page, request, smtp }) => {
    const person = await registerActivatedAccount(request, smtp);
    await page.goto('/designer');
    await signIn(page, person);
    await page.waitForURL('**/designer');
    await page.getByRole('button', { name: `Hi ${person.firstName} ${person.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signIn(page, person);
    await page.waitForURL('**/home');
  });

  test('the side menu shows Designer and Admin to holders of those roles', async ({
    page,
    request,
    smtp,
  }) => {
    const person = await registerActivatedAccount(request, smtp);
    await page.goto('/home');
    await signIn(page, person);
    await page.waitForURL('**/home');
    const menu = page.getByRole('navigation');
    for (const item of ['Home', 'Watchlist', 'Designer', 'Admin']) {
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    }
  });

  test('inside a frame, a user without the embedding permission is refused and signed out', async ({
    page,
    request,
    smtp,
    portal,
  }) => {
    const person = await registerActivatedAccount(request, smtp);
    await page.goto('/login');
    await signIn(page, person);
    await page.waitForURL('**/home');
    // A host page on the portal's own origin, so frame-ancestors 'self' lets it frame the portal.
    await page.route(`${portal.url}/embed-host`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Host</title><iframe src="/home" width="900" height="600"></iframe>',
      }),
    );
    await page.goto('/embed-host');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByText(messages.embeddingNotPermitted)).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await page.request.post('/api/vt', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
          ).status(),
        {
          timeout: 8_000,
        },
      )
      .toBe(401);
  });
});
