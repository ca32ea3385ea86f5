import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServerThroughApi, chooseOption, expectToast } from './fixtures/connections.ts';
import { expectFieldError } from './fixtures/field-error.ts';
import { expectNoSidewaysScroll } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`admin home, connections admin and its dialogs pass an automated accessibility check at ${viewport.width} px`, async ({
    page,
    request,
    smtp,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const admin = await registerActivatedAccount(request, smtp, 'a11y');
    await page.goto('/admin');
    await signIn(page, admin);
    await page.waitForURL('**/admin');
    await addServerThroughApi(page, 'Sample data', {
      url: 'https://data.example.com/api/',
      authType: 'basic',
      auth: { username: 'demo', password: 'demo-password' },
    });
    const [server] = await (await page.request.get('/api/servers')).json();
    const created = await page.request.post(`/api/servers/${server.uuid}/endpoints`, {
      headers: ajax,
      data: { name: 'Customer', settings: { url: 'customers/$(id)', response: 'record' } },
    });
    expect(created.status()).toBe(200);

    await page.reload();
    // Each count is said once, above the cards; the cards only name their screens.
    await expect(page.getByRole('group', { name: 'Totals' })).toHaveText('1 server1 user');
    await expect(page.getByText('1 server', { exact: true })).toHaveCount(1);
    await expect(page.getByText('1 user', { exact: true })).toHaveCount(1);
    // A card's name starts with its title (the audit card's text names connections too).
    for (const card of [messages.connectionsTitle, messages.usersTitle])
      await expect(page.getByRole('link', { name: new RegExp(`^${card}`) })).not.toContainText(/\d/);
    await page.screenshot({ path: `.shots/admin-home-${viewport.width}.png`, fullPage: true });
    await expectNoSidewaysScroll(page);
    await expectNoAccessibilityViolations(page, 'admin home');

    await page.getByRole('link', { name: /^Connections/ }).click();
    await page.waitForURL('**/admin/connectorsadmin');
    await chooseOption(page, 'Server', 'Sample data');
    await page.getByLabel('Edit Credentials').check();
    await expectNoAccessibilityViolations(page, 'connections admin');

    await page.getByRole('button', { name: 'New Server' }).click();
    const newServer = page.getByRole('dialog', { name: 'New Server' });
    await expect(newServer).toBeVisible();
    await expectNoAccessibilityViolations(page, 'new server', true);
    // Its checks, each under its field.
    await newServer.getByRole('button', { name: 'Add Server' }).click();
    await expectFieldError(newServer.getByLabel('Server name'), messages.allFieldsRequired);
    await newServer.getByLabel('Server name').fill('sample DATA');
    await newServer.getByLabel('Server URL').fill('not an address');
    await newServer.getByRole('button', { name: 'Add Server' }).click();
    await expectFieldError(newServer.getByLabel('Server name'), messages.duplicateServerName);
    await expectFieldError(newServer.getByLabel('Server URL'), messages.invalidServerUrl);
    await page.screenshot({ path: `.shots/new-server-errors-${viewport.width}.png` });
    await expectNoAccessibilityViolations(page, 'new server, refused', true);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit Endpoints' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Sample data' });
    await chooseOption(page, 'Endpoint', 'Customer');
    await expect(editor.getByLabel('Endpoint name')).toHaveValue('Customer');
    await expectNoAccessibilityViolations(page, 'edit endpoints', true);
    await editor.getByRole('tab', { name: 'Params' }).click();
    await editor.getByRole('button', { name: 'Add param' }).click();
    await expectNoAccessibilityViolations(page, 'edit endpoint params', true);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Test Endpoints' }).click();
    const tester = page.getByRole('dialog', { name: 'Test Endpoints · Sample data' });
    await chooseOption(page, 'Endpoint', 'Customer');
    await expect(tester.getByLabel('id')).toBeVisible();
    await expectNoAccessibilityViolations(page, 'test endpoints', true);
    // The data server's host does not resolve: the failure is shown in the response area.
    await tester.getByLabel('id').fill('42');
    await tester.getByRole('button', { name: messages.testEndpoint }).click();
    await expect(tester.getByRole('tab', { name: 'Response' })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: `.shots/endpoint-tester-${viewport.width}.png` });
    await expectNoAccessibilityViolations(page, 'test endpoints, answered', true);
  });
}

test('a server is added from the keyboard alone and dialogs keep the focus inside', async ({
  page,
  request,
  smtp,
}) => {
  const admin = await registerActivatedAccount(request, smtp, 'keyboard');
  await page.goto('/admin/connectorsadmin');
  await signIn(page, admin);
  await page.waitForURL('**/admin/connectorsadmin');

  await page.getByRole('button', { name: 'New Server' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Server' });
  await expect(dialog.getByLabel('Server name')).toBeFocused();
  await page.keyboard.type('Keyboard data');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Server URL')).toBeFocused();
  await page.keyboard.type('https://data.example.com/api');
  await page.keyboard.press('Enter');
  await expectToast(page, messages.serverAdded);
  await expect(page.getByRole('heading', { name: 'Keyboard data' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Endpoints' }).focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Keyboard data' });
  await expect(editor).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const focusInside = await editor.evaluate((element) =>
      element.contains(element.ownerDocument.activeElement),
    );
    expect(focusInside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Endpoints' })).toBeFocused();
});
