import { expectPageFilled } from './fixtures/detail-page.ts';
import { freePort, type PortalServer, startPortal } from './fixtures/portal-server.ts';
import { expect, test } from './fixtures/test.ts';

// The demo as `npm start` seeds it: a search page and a detail page with real data behind them.
let demo: PortalServer;
let password: string;
test.beforeAll(async () => {
  demo = await startPortal({ DEMO: '1', DEMO_UPSTREAM_PORT: String(await freePort()), LOG_LEVEL: 'info' });
  password = /password:\s+(\S+)/.exec(demo.output())?.[1] ?? '';
});
test.afterAll(async () => {
  await demo?.stop();
});

test('no screen breaks the portal’s own Content-Security-Policy', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: demo.url, locale: 'en-US' });
  const violations: string[] = [];
  // Reported from every document the tab loads, full loads included.
  await context.exposeBinding('reportViolation', (_source, line: string) => void violations.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(line: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.portal');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL('**/home');
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  await page.waitForURL('**/user/search/**');
  await expect(page.getByRole('table').getByRole('link').nth(1)).toBeVisible();
  const searchPage = page.url();
  await page.getByRole('table').getByRole('link').nth(1).click();
  await page.waitForURL('**/user/detail/**');
  await expectPageFilled(page);
  const detailPage = page.url();

  // Opened directly too: the early script and the app's first parse run in a fresh document.
  for (const address of [searchPage, detailPage]) {
    await page.goto(address);
    await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
  }
  await expectPageFilled(page);
  expect(violations).toEqual([]);
  await context.close();
});

test('a missing file is a 404 from the running portal, and app routes still get the page', async ({
  request,
}) => {
  for (const path of ['/assets/index-00000000.js', '/robots.txt', '/favicon.ico']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).not.toContain('text/html');
  }
  const page = await request.get('/user/search/0b7e6b4e-5d0c-4b8e-9a51-7a2f1c9e3d10');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
});

test('the page turns off the browser features the portal never uses', async ({ request }) => {
  const page = await request.get('/login');
  const policy = page.headers()['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(policy, feature).toContain(`${feature}=()`);
  }
});
