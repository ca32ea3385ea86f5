import type { Page } from '@playwright/test';
import { messages, ssoRefusalMessages, ssoTestOutcome } from '@portal/contracts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
  testClient,
} from '../apps/server/test/sso/test-identity-provider.ts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addGroup, apiAs, callApi } from './fixtures/portal-api.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';
import { expectToastText } from './fixtures/ui.ts';

// Single sign-on through the screens (DESIGN.md §4a), against a real OpenID Provider (oidc-provider)
// started here, whose development sign-in screen the browser fills in as a person would.

let op: TestIdentityProvider;
test.beforeAll(async ({ portal }) => {
  op = await startTestIdentityProvider(portal.url);
});
test.afterAll(async () => {
  await op?.close();
});

let domainCounter = 0;
function uniqueDomain() {
  domainCounter += 1;
  return `company-${Date.now().toString(36)}${domainCounter}.test`;
}

/** The provider's own sign-in screen: any login, any password. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('an admin adds the company identity provider, tests it, and makes a SCIM token', async ({
  page,
  request,
  smtp,
  portal,
}) => {
  test.setTimeout(120_000);
  const admin = await registerActivatedAccount(request, smtp);
  const api = await apiAs(portal.url, admin);
  await addGroup(api, 'Sales');
  const domain = uniqueDomain();
  op.people.set('tess', {
    email: `tess@${domain}`,
    email_verified: true,
    name: 'Tess Tester',
    groups: ['sales'],
  });

  await page.goto('/login');
  await signIn(page, admin);
  await page.waitForURL('**/home');
  await page.goto('/admin');
  await page.getByRole('link', { name: /Sign-in/ }).click();
  await page.waitForURL('**/admin/sign-in');
  await expect(page.getByText(messages.noIdentityProviders)).toBeVisible();
  await expect(page.getByText(messages.noScimTokens)).toBeVisible();

  await page.getByRole('button', { name: messages.addIdentityProvider }).click();
  const dialog = page.getByRole('dialog', { name: messages.addIdentityProvider });
  await dialog.getByRole('button', { name: messages.saveIdentityProvider }).click();
  await expect(dialog.getByText(messages.providerNameRequired)).toBeVisible();
  await dialog.getByLabel(messages.providerName, { exact: true }).fill('Company sign-in');
  await dialog.getByLabel(messages.providerIssuer, { exact: true }).fill(op.issuer);
  await dialog.getByLabel(messages.providerClientId, { exact: true }).fill(testClient.clientId);
  await dialog.getByLabel(messages.providerClientSecret, { exact: true }).fill(testClient.clientSecret);
  await dialog.getByLabel(messages.providerDomains, { exact: true }).fill('gmail.com');
  await dialog.getByLabel(messages.providerDomains, { exact: true }).press('Enter');
  await dialog.getByLabel(messages.providerScopes, { exact: true }).fill('groups');
  await dialog.getByLabel(messages.providerScopes, { exact: true }).press('Enter');
  await dialog.getByRole('button', { name: messages.addGroupMapping }).click();
  await dialog.getByLabel(messages.mappingValue, { exact: true }).fill('sales');
  await dialog.getByLabel(messages.mappingGroup, { exact: true }).click();
  await page.getByRole('option', { name: 'Sales' }).click();
  await dialog.getByRole('switch', { name: messages.providerJit }).check();
  await screenshotAt(page, 'sso-provider-dialog', wide, { fullPage: false });
  await expectNoAccessibilityViolations(page, 'the identity provider dialog', true);
  await screenshotAt(page, 'sso-provider-dialog', phone, { fullPage: false });
  await page.setViewportSize(wide);
  await dialog.getByRole('button', { name: messages.saveIdentityProvider }).click();
  // The public mail domain is refused under its field; the company's own is accepted.
  await expect(dialog.getByText('gmail.com is a public mail domain', { exact: false })).toBeVisible();
  await dialog.getByLabel(messages.providerDomains, { exact: true }).press('Backspace');
  await dialog.getByLabel(messages.providerDomains, { exact: true }).fill(domain);
  await dialog.getByLabel(messages.providerDomains, { exact: true }).press('Enter');
  await dialog.getByRole('button', { name: messages.saveIdentityProvider }).click();
  await expectToastText(page, messages.identityProviderSaved);

  const card = page.getByRole('region', { name: 'Company sign-in' });
  await expect(card.getByRole('textbox', { name: messages.redirectUri })).toHaveValue(
    `${portal.url}/api/sso/callback`,
  );
  await expect(card.getByRole('textbox', { name: messages.initiateLoginUri })).toHaveValue(
    new RegExp(`^${portal.url}/api/sso/start\\?provider=`),
  );
  await screenshotAt(page, 'sso-settings', wide);
  await expectNoAccessibilityViolations(page, 'Settings ▸ Sign-in');
  await screenshotAt(page, 'sso-settings', phone);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(wide);

  // Test sign-in: the whole flow at the provider, back here with what it sent; nobody signs in.
  await card.getByRole('link', { name: `${messages.testSignIn} Company sign-in` }).click();
  await signInAtProvider(page, 'tess');
  await page.waitForURL('**/admin/sign-in?test=*');
  const result = page.getByRole('region', { name: `${messages.testResultTitle}: Company sign-in` });
  await expect(result.getByText(ssoTestOutcome.create(`tess@${domain}`))).toBeVisible();
  const claims = result.getByRole('table', { name: messages.testClaimsReceived });
  await expect(claims.getByRole('row', { name: /email_verified true/ })).toBeVisible();
  await expect(claims.getByRole('row', { name: /groups \["sales"\]/ })).toBeVisible();
  await screenshotAt(page, 'sso-test-result', wide);
  await expectNoAccessibilityViolations(page, 'a test sign-in result');
  await screenshotAt(page, 'sso-test-result', phone);
  await page.setViewportSize(wide);
  await expect(page.getByRole('button', { name: `Hi ${admin.firstName} ${admin.lastName}` })).toBeVisible();

  // A SCIM token, shown once.
  await page.getByRole('button', { name: messages.newScimToken }).click();
  const tokenDialog = page.getByRole('dialog', { name: messages.newScimToken });
  await tokenDialog.getByLabel(messages.scimTokenName).fill('Provisioning');
  await tokenDialog.getByRole('button', { name: messages.createScimToken }).click();
  const shown = page.getByRole('dialog', { name: messages.scimTokenCreatedTitle });
  await expect(shown.getByRole('textbox', { name: 'Provisioning' })).toHaveValue(/^portal_scim_/);
  const token = await shown.getByRole('textbox', { name: 'Provisioning' }).inputValue();
  await expectNoAccessibilityViolations(page, 'the new SCIM token', true);
  await shown.getByRole('button', { name: messages.scimTokenDone }).click();
  await expect(
    page.getByRole('table', { name: messages.scimTokensTitle }).getByText('Provisioning'),
  ).toBeVisible();
  const scim = await request.get('/scim/v2/Users', { headers: { authorization: `Bearer ${token}` } });
  expect(scim.status()).toBe(200);
  expect((await scim.json()).totalResults).toBe(1);

  // The mapped group is marked on the Groups screen.
  await page.goto('/designer/editgroups');
  await page.getByRole('combobox', { name: 'Group' }).click();
  await expect(page.getByRole('option', { name: `Sales ${messages.mappedGroupBadge}` })).toBeVisible();
  await page.getByRole('option', { name: /Sales/ }).click();
  await expect(page.getByText(messages.mappedGroupNote)).toBeVisible();
  await callApi(api, 'GET', '/api/identity-providers');
  await api.dispose();
});

test('a person signs in with the company identity provider, on a wide screen and a phone', async ({
  browser,
  request,
  smtp,
  portal,
}) => {
  test.setTimeout(120_000);
  const admin = await registerActivatedAccount(request, smtp);
  const api = await apiAs(portal.url, admin);
  const domain = uniqueDomain();
  await callApi(api, 'POST', '/api/identity-providers', {
    name: 'Company sign-in',
    issuer: op.issuer,
    ...testClient,
    emailDomains: [domain],
    jit: true,
  });
  op.people.set('grace', {
    email: `grace@${domain}`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  });
  op.people.set('unverified', { email: `unverified@${domain}`, email_verified: false, name: 'Un Verified' });

  for (const [viewport, label] of [
    [wide, 'wide'],
    [phone, 'phone'],
  ] as const) {
    const context = await browser.newContext({ baseURL: portal.url, viewport });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('link', { name: messages.ssoSignIn })).toBeVisible();
    await screenshotAt(page, `sso-login-page-${label}`, viewport);
    await page.getByRole('link', { name: messages.ssoSignIn }).click();
    const form = page.getByRole('form', { name: messages.ssoSignIn });
    await form.getByRole('button', { name: messages.ssoContinue }).click();
    await expect(form.getByText(messages.required)).toBeVisible();
    await screenshotAt(page, `sso-sign-in-${label}`, viewport);
    await expectNoAccessibilityViolations(page, `the single sign-on form (${label})`);
    await expectNoSidewaysScroll(page);

    await form.getByLabel(messages.ssoWorkEmail).fill(`grace@${domain}`);
    await form.getByRole('button', { name: messages.ssoContinue }).click();
    await signInAtProvider(page, 'grace');
    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { name: 'Hi Grace!' })).toBeVisible();
    await screenshotAt(page, `sso-signed-in-${label}`, viewport);

    // Refused: the provider has not verified this address. The sign-in page says so.
    await page.getByRole('button', { name: 'Hi Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    // Another person at this computer: the provider no longer knows Grace here.
    await context.clearCookies();
    await page.getByRole('link', { name: messages.ssoSignIn }).click();
    await page.getByLabel(messages.ssoWorkEmail).fill(`unverified@${domain}`);
    await page.getByRole('button', { name: messages.ssoContinue }).click();
    await signInAtProvider(page, 'unverified');
    await page.waitForURL('**/login?sso_error=unverified_email');
    await expect(page.getByRole('alert')).toHaveText(ssoRefusalMessages.unverified_email);
    await screenshotAt(page, `sso-refused-${label}`, viewport);
    await expectNoAccessibilityViolations(page, `a refused single sign-on (${label})`);
    await context.close();
  }

  // Single sign-on required: the password screens name the way to go.
  const [provider] = await callApi<Array<{ uuid: string; emailDomains: string[] }>>(
    api,
    'GET',
    '/api/identity-providers',
  );
  await callApi(api, 'PUT', `/api/identity-providers/${provider.uuid}`, {
    name: 'Company sign-in',
    issuer: op.issuer,
    clientId: testClient.clientId,
    emailDomains: provider.emailDomains,
    jit: true,
    enforce: true,
  });
  const context = await browser.newContext({ baseURL: portal.url, viewport: wide });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, { email: `grace@${domain}`, password: 'any password at all' });
  await expect(page.getByRole('alert')).toHaveText(messages.ssoEnforced);
  await page.goto('/forgot');
  await page.getByLabel('Email').fill(`grace@${domain}`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(messages.ssoNoPasswordReset);
  await screenshotAt(page, 'sso-no-password-reset', wide);
  await context.close();
  await api.dispose();
});
