import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
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

  test('after logging out, a link opened and signed in to lands on that link', async ({
    page,
    request,
    smtp,
  }) => {
    const person = await registerActivatedAccount(request, smtp);
    await page.goto('/designer');
    await signIn(page, person);
    await page.waitForURL('**/designer');
    await page.getByRole('button', { name: `Hi ${person.firstName} ${person.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/admin/usersadmin?from=mail');
    await page.waitForURL('**/login');
    await signIn(page, person);
    await page.waitForURL('**/admin/usersadmin?from=mail');
  });

  test('a link that leads nowhere says so, signed in or not', async ({ page, request, smtp }) => {
    const person = await registerActivatedAccount(request, smtp);
    await page.goto('/no/such/page');
    // SPEC.md: an unknown path shows Login.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signIn(page, person);
    await page.waitForURL('**/home');
    await expect(page.getByRole('status').filter({ hasText: messages.brokenLink })).toBeVisible();
    await page.goto('/also/not/a/page');
    await page.waitForURL('**/home');
    const notice = page.getByRole('status').filter({ hasText: messages.brokenLink });
    await expect(notice).toBeVisible();
    await screenshotAt(page, 'broken-link', wide);
    await screenshotAt(page, 'broken-link', phone);
    await expect(notice).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  for (const width of [1440, 390]) {
    test(`at ${width} px a screen whose code cannot be loaded says so within the frame and offers Reload`, async ({
      page,
      request,
      smtp,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const person = await registerActivatedAccount(request, smtp);
      await page.goto('/home');
      await signIn(page, person);
      await page.waitForURL('**/home');
      // As after an upgrade: the files this tab was started with are gone from the server.
      await page.route('**/assets/designer-home-*.js', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/home');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/designer');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const failure = page.getByRole('alert').filter({ hasText: messages.screenFailed });
      await expect(failure).toContainText(messages.screenFailedAfterUpgrade);
      // The shell stays, so the user can still go elsewhere.
      await expect(page.getByRole('link', { name: 'Portal home' })).toBeVisible();
      await page.screenshot({ path: `.shots/screen-failed-${width}.png` });
      await page.unroute('**/assets/designer-home-*.js');
      await failure.getByRole('button', { name: messages.reload }).click();
      await expect(page.getByRole('heading', { name: 'Designer', level: 1 })).toBeVisible();
    });
  }

  test('a public screen whose code cannot be loaded says so and offers Reload too', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // As after an upgrade: the registration screen's file is gone from the server.
    await page.route('**/assets/register-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.getByRole('button', { name: messages.createAccount }).click();
    const failure = page.getByRole('alert').filter({ hasText: messages.screenFailed });
    await expect(failure).toContainText(messages.screenFailedAfterUpgrade);
    await page.screenshot({ path: '.shots/public-screen-failed-1440.png' });
    await page.unroute('**/assets/register-*.js');
    await failure.getByRole('button', { name: messages.reload }).click();
    await expect(page.getByRole('heading', { name: messages.createAccount })).toBeVisible();
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
