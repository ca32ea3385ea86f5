import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

test.describe('password reset', () => {
  test('the forgot screen answers the same for known and unknown e-mails', async ({
    page,
    request,
    smtp,
  }) => {
    const person = await registerActivatedAccount(request, smtp);
    for (const email of [person.email, 'nobody-here@example.com']) {
      await page.goto('/forgot');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: /reset|send/i }).click();
      await expect(page.getByText(messages.forgotSuccess)).toBeVisible();
    }
  });

  test('the mailed link resets the password and ends every other session', async ({
    page,
    request,
    smtp,
  }) => {
    test.setTimeout(90_000);
    const person = await registerActivatedAccount(request, smtp);

    // The API client is another device, signed in before the reset.
    const signedIn = await request.post('/api/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: person.email, password: person.password, fingerprint: 'other-device' },
    });
    expect(signedIn.status()).toBe(200);

    await page.goto('/forgot');
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: /reset|send/i }).click();
    await expect(page.getByText(messages.forgotSuccess)).toBeVisible();
    const link = await smtp.linkFor(person.email, '/resetpassword/');

    await page.goto(new URL(link).pathname);
    const newPassword = 'a brand new password';
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: /reset|save|change/i }).click();
    await expect(page.getByText(messages.resetSuccess)).toBeVisible();
    await page.waitForURL('**/login', { timeout: 6_000 });

    const otherSession = await request.post('/api/vt', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(otherSession.status()).toBe(401);

    await signIn(page, person);
    await expect(page.getByText(/invalid email or password/i)).toBeVisible();
    await signIn(page, { email: person.email, password: newPassword });
    await page.waitForURL('**/home');

    // The link is single use.
    await page.context().clearCookies();
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(messages.resetLinkInvalid)).toBeVisible();
    await page.waitForURL('**/login', { timeout: 9_000 });
  });

  test('a garbage reset link is refused', async ({ page }) => {
    await page.goto('/resetpassword/garbage');
    await expect(page.getByText(messages.resetLinkInvalid)).toBeVisible();
  });
});
