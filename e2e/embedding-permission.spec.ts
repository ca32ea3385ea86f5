import type { FrameLocator, Locator, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addGroup, addInvitedUser, addSearchView } from './fixtures/portal-api.ts';
import { expect, test } from './fixtures/test.ts';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

/** Nothing sits above the screen's own content: no app header and no main header. */
async function expectContentAtTheTop(page: Page, frame: FrameLocator, content: Locator) {
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('link', { name: 'Portal home' })).toHaveCount(0);
  await expect(frame.getByText('Data pages for your team')).toHaveCount(0);
  const frameTop = (await page.locator('iframe').boundingBox())!.y;
  const contentTop = (await content.boundingBox())!.y;
  // The main area's padding alone; the header (60 px) and a page title would push it far lower.
  expect(contentTop - frameTop).toBeLessThan(48);
}

test('a user allowed to embed sees the app in a frame without its header, main header and menu logo', async ({
  page,
  request,
  smtp,
  portal,
}) => {
  const owner = await registerActivatedAccount(request, smtp);
  expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
  const embedder = await addInvitedUser(request, smtp, ['user'], { addons: { embed: 1 } });
  const report = await addSearchView(request, 'Embedded report');
  await addGroup(request, 'Partners', { userUuids: [embedder.user.uuid], viewUuids: [report.view.uuid] });

  await page.goto('/login');
  await signIn(page, embedder);
  await page.waitForURL('**/home');
  // Outside a frame the same screen has all three.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.homeTitle, level: 1 })).toBeVisible();
  const greetingTop = (await page.getByRole('heading', { name: `Hi ${embedder.firstName}!` }).boundingBox())!
    .y;
  expect(greetingTop).toBeGreaterThan(100);

  // A host page on the portal's own origin, so frame-ancestors 'self' lets it frame the portal.
  await page.route(`${portal.url}/embed-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Host</title><iframe title="Portal" src="/home" width="1000" height="700"></iframe>',
    }),
  );
  await page.goto('/embed-host');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: `Hi ${embedder.firstName}!` })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Embedded report' })).toBeVisible();
  await expect(frame.getByText(messages.embeddingNotPermitted)).toHaveCount(0);
  await expectContentAtTheTop(page, frame, frame.getByRole('heading', { name: `Hi ${embedder.firstName}!` }));
  // The page title stays for screen readers only.
  await expect(frame.getByRole('heading', { name: messages.homeTitle, level: 1 })).toHaveCount(1);

  // Still embedded and still signed in a while later (an unpermitted user is signed out after 3 s).
  await page.waitForTimeout(3_500);
  await expect(frame.getByRole('link', { name: 'Embedded report' })).toBeVisible();
  expect((await page.request.post('/api/vt', { headers: ajax })).status()).toBe(200);
});
