import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '../apps/sample-upstream/src/index.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServer, chooseOption, expectToast } from './fixtures/connections.ts';
import { phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';

let upstream: SampleUpstream;
test.beforeAll(async () => {
  upstream = await startSampleUpstream({ size: { customers: 20, contacts: 20, products: 10, orders: 40 } });
});
test.afterAll(async () => {
  await upstream.close();
});

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

/** An endpoint on the server of that name, added with the page's own session. */
async function addEndpointTo(page: Page, serverName: string, name: string) {
  const servers = (await (await page.request.get('/api/servers', { headers: ajax })).json()) as Array<{
    uuid: string;
    name: string;
  }>;
  const server = servers.find((each) => each.name === serverName);
  const created = await page.request.post(`/api/servers/${server?.uuid}/endpoints`, {
    headers: ajax,
    data: { name, settings: { url: 'customers', method: 'GET', response: 'list' } },
  });
  expect(created.status(), await created.text()).toBe(200);
}

test.beforeEach(async ({ page, request, smtp }) => {
  await page.setViewportSize(wide);
  const admin = await registerActivatedAccount(request, smtp, 'edges');
  await page.goto('/admin/connectorsadmin');
  await signIn(page, admin);
  await page.waitForURL('**/admin/connectorsadmin');
});

test('the server form says before saving that credentials need https, and its errors follow the authentication type', async ({
  page,
}) => {
  await addServer(page, 'Plain data', `${upstream.url}/basic/api`);
  await expectToast(page, messages.serverAdded);
  const url = page.getByLabel('URL', { exact: true });
  // No credentials, nothing to say.
  await expect(url).toHaveAccessibleDescription('');
  await page.getByLabel('Authentication type').selectOption('basic');
  // The operator allowed this host (UPSTREAM_ALLOW), so plain http carries credentials there: no warning.
  await expect(url).toHaveAccessibleDescription('');
  // Another host over plain http is not known to be allowed: said before saving.
  await url.fill('http://data.example.com/api/');
  await expect(url).toHaveAccessibleDescription(messages.credentialsOverPlainHttp);
  expect(messages.credentialsOverPlainHttp).not.toMatch(/UPSTREAM_ALLOW/);
  await screenshotAt(page, 'connections-plain-http-rule', wide);
  await screenshotAt(page, 'connections-plain-http-rule', phone);
  await page.setViewportSize(wide);
  await url.fill('https://data.example.com/api/');
  await expect(url).toHaveAccessibleDescription('');
  await url.fill(`${upstream.url}/basic/api/`);
  await expect(url).toHaveAccessibleDescription('');

  // Basic without a password: said at the field. Switching to OAuth2 leaves no error of Basic behind.
  await page.getByLabel('Username').fill(upstream.credentials.username);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription(new RegExp(messages.usernamePasswordRequired));
  await page.getByLabel('Authentication type').selectOption('auth2ropasswordcredentias');
  await expect(password).not.toHaveAccessibleDescription(new RegExp(messages.usernamePasswordRequired));
  await expect(page.getByText(messages.usernamePasswordRequired)).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
});

test('the endpoint tester can be cancelled while it waits, and a long answer keeps the dialog and its buttons in place', async ({
  page,
}) => {
  await addServer(page, 'Open data', `${upstream.url}/open/api`);
  await expectToast(page, messages.serverAdded);
  await addEndpointTo(page, 'Open data', 'Customers');
  // The screen read the server's endpoints before this one was added: opened afresh, it lists it.
  await page.reload();
  await chooseOption(page, 'Server', 'Open data');
  await page.getByRole('button', { name: messages.testEndpoints }).click();
  const tester = page.getByRole('dialog', { name: 'Test Endpoints · Open data' });
  await chooseOption(page, 'Endpoint', 'Customers');

  // A data server that does not answer: the wait can be cancelled.
  const testCall = '**/api/servers/*/endpoints/*/test';
  await page.route(testCall, () => {
    // Never answered: only Cancel ends it.
  });
  const run = tester.getByRole('button', { name: messages.testEndpoint });
  await run.click();
  await expect(run).toHaveAttribute('data-loading', 'true');
  await tester.getByRole('button', { name: messages.cancelEndpointTest }).click();
  await expect(tester.getByRole('status').filter({ hasText: messages.endpointTestCancelled })).toBeVisible();
  await expect(run).toBeEnabled();
  await expect(tester.getByRole('button', { name: messages.cancelEndpointTest })).toHaveCount(0);
  await page.unroute(testCall);

  // A long answer: one very long line and many lines.
  const longLine = `{"note": "${'a long value without spaces '.replaceAll(' ', '-').repeat(200)}"}`;
  const manyLines = Array.from({ length: 300 }, (_, index) => `line ${index}`).join('\n');
  await page.route(testCall, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 200,
        contentType: 'text/plain',
        body: `${longLine}\n${manyLines}`,
        headers: { 'content-type': 'text/plain' },
        durationMs: 12,
      }),
    }),
  );
  for (const viewport of [wide, phone]) {
    await page.setViewportSize(viewport);
    await run.click();
    await expect(tester.getByRole('status', { name: 'Status 200' })).toBeVisible();
    await expect(tester.getByLabel('Response body')).toContainText('line 299');
    const box = await tester.boundingBox();
    const button = await run.boundingBox();
    expect(box && button).toBeTruthy();
    if (!box || !button) return;
    // The dialog stays within the screen, and its button in sight within the dialog, without scrolling.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height + 1);
    await expect(run).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `.shots/endpoint-tester-long-answer-${viewport.width}.png` });
    await tester.getByRole('tab', { name: 'Request' }).click();
  }
});
