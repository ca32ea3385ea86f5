import type { Page } from '@playwright/test';
import { expectPageFilled } from './fixtures/detail-page.ts';
import { freePort, type PortalServer, startPortal } from './fixtures/portal-server.ts';
import { expect, test } from './fixtures/test.ts';

// The demo as `npm start` seeds it: its own portal, with the demo account and sample upstream.
let demo: PortalServer;
let password: string;
test.beforeAll(async () => {
  demo = await startPortal({ DEMO: '1', DEMO_UPSTREAM_PORT: String(await freePort()), LOG_LEVEL: 'info' });
  password = /password:\s+(\S+)/.exec(demo.output())?.[1] ?? '';
});
test.afterAll(async () => {
  await demo?.stop();
});

/** Adds up, from the document's start, every layout shift not caused by the person (Chromium's entries). */
const recordShifts = `
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.layoutShifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources || []).map((source) => {
          const node = source.node;
          const name = node && node.nodeType === 1 ? node.tagName + '.' + node.className : String(node && node.nodeName);
          return name + ' ' + JSON.stringify(source.previousRect) + ' → ' + JSON.stringify(source.currentRect);
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      (globalThis as { layoutShifts?: Array<{ value: number; at: number; sources: string[] }> })
        .layoutShifts ?? [],
  );
}

test("the demo's Customer 360 does not jump on a phone as its panels' data arrives (CLS ≤ 0.02 at 390 px)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(password).not.toBe('');
  const context = await browser.newContext({
    baseURL: demo.url,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.portal');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL('**/home');
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  const link = page.getByRole('table').getByRole('link').nth(1);
  await link.waitFor();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/user\/detail\//);
  // A first load of the page, as Lighthouse measures it: every shift counts, none follows an input.
  await page.addInitScript(recordShifts);
  await page.goto(href!);
  await expectPageFilled(page);
  // Let the panels' fade-in and any late list end.
  await page.waitForTimeout(1500);
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(0.02);
  await page.screenshot({ path: '.shots/customer-360-390-first-load.png' });
  await context.close();
});
