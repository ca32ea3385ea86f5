import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test, uniquePerson } from './fixtures/test.ts';

/** Some pixel of a canvas on the page is painted: the confetti is drawn. */
const confettiDrawn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('canvas')].some((canvas) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return false;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] > 0) return true;
      return false;
    }),
  );

/**
 * The confetti falls behind the success message, never over its text (issue 29): hit-tested with the
 * confetti's canvas made to catch the pointer, the message's corners and middle are still the message.
 */
async function expectMessageUncovered(page: Page) {
  const message = page.getByRole('status').filter({ hasText: messages.registerSuccess });
  await expect.poll(() => confettiDrawn(page)).toBe(true);
  const box = (await message.boundingBox())!;
  const covered = await message.evaluate((element, { x, y, width, height }) => {
    for (const canvas of document.querySelectorAll('canvas')) canvas.style.pointerEvents = 'auto';
    const points = [
      [x + 4, y + 4],
      [x + width - 4, y + 4],
      [x + width / 2, y + height / 2],
      [x + 4, y + height - 4],
      [x + width - 4, y + height - 4],
    ];
    const hits = points.filter(([px, py]) => !element.contains(document.elementFromPoint(px, py)));
    for (const canvas of document.querySelectorAll('canvas')) canvas.style.pointerEvents = 'none';
    return hits.length;
  }, box);
  expect(covered, 'points of the message under the confetti').toBe(0);
}

test.describe('registration, activation and sign-in', () => {
  test('empty fields show Required and differing passwords send no request', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    await expect(page.getByText(messages.required).first()).toBeVisible();
    expect(await page.getByText(messages.required).count()).toBeGreaterThanOrEqual(6);

    const person = uniquePerson();
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) registerCalls += 1;
    });
    await page.getByLabel('Account name').fill(person.accountName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(`${person.password}!`);
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    await expect(page.getByText(messages.passwordMismatch)).toBeVisible();
    expect(registerCalls).toBe(0);
  });

  test('a new account registers, activates from the e-mail, signs in and out', async ({ page, smtp }) => {
    test.setTimeout(90_000);
    const person = uniquePerson();
    const refusals: string[] = [];
    await page.setViewportSize(wide);
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto('/register');
    await page.getByLabel('Account name').fill(person.accountName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    await expect(page.getByText(messages.registerSuccess)).toBeVisible();
    const shownAt = Date.now();
    // The confetti is drawn, and the portal's own Content-Security-Policy has nothing to refuse.
    await expect.poll(() => confettiDrawn(page)).toBe(true);
    expect(refusals).toEqual([]);
    await page.screenshot({ path: `.shots/register-confetti-${wide.width}.png` });
    await expectMessageUncovered(page);
    await page.waitForURL('**/login', { timeout: 12_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(6_500);

    const link = await smtp.linkFor(person.email, '/activate/');
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(messages.activated)).toBeVisible();
    const activatedAt = Date.now();
    await page.waitForURL('**/login', { timeout: 9_000 });
    expect(Date.now() - activatedAt).toBeGreaterThan(3_500);

    // The sign-in page opens with the activated address filled in: only the password is typed.
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await screenshotAt(page, 'login-after-activation', wide);
    await screenshotAt(page, 'login-after-activation', phone);
    await page.setViewportSize(wide);
    await expectNoAccessibilityViolations(page, 'sign-in after activation');
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: new RegExp(`Hi ${person.firstName} ${person.lastName}`) }).click();
    for (const role of ['admin', 'designer', 'user']) {
      await expect(page.getByRole('menu').getByText(role, { exact: true })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    const answer = await page.request.post('/api/vt', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(answer.status()).toBe(401);
  });

  test('on a phone the confetti falls behind the success message, which fits the width', async ({ page }) => {
    await page.setViewportSize(phone);
    const person = uniquePerson();
    await page.goto('/register');
    await page.getByLabel('Account name').fill(person.accountName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    await expect(page.getByText(messages.registerSuccess)).toBeInViewport();
    await expect.poll(() => confettiDrawn(page)).toBe(true);
    await page.screenshot({ path: `.shots/register-confetti-${phone.width}.png` });
    await expectNoSidewaysScroll(page);
    await expectMessageUncovered(page);
    await expectNoAccessibilityViolations(page, 'registered');
  });

  test('a refused sign-in says why without moving the form', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/login');
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    const before = await signInButton.boundingBox();
    await page.getByLabel('Email').fill(uniquePerson().email);
    await page.getByLabel('Password').fill('not the password');
    await signInButton.click();
    await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
    expect((await signInButton.boundingBox())?.y).toBe(before?.y);
    await screenshotAt(page, 'login-error', wide);
    await screenshotAt(page, 'login-error', phone);
    await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
    await expect(signInButton).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  test('a bad activation link shows the failure text and returns to login', async ({ page }) => {
    await page.goto('/activate/not-a-real-token');
    await expect(page.getByText(messages.activationFailed)).toBeVisible();
    await page.waitForURL('**/login', { timeout: 9_000 });
  });

  test('any unknown path shows the login screen', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page.getByRole('link', { name: 'Forgot password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
