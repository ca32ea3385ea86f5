import type { Browser } from '@playwright/test';
import { launchChromium } from './page-metrics.ts';
import type { Person } from './web-portal.ts';

/**
 * Another person's browser, its own Chromium process, rendering another page again and again while a
 * measurement runs (DESIGN.md §9, B8 and B9 under load): each time a fresh context signs in, opens
 * `path` cold, and scrolls its table down so that further pages load, then starts again. What it
 * costs the machine (two browsers' main threads, the portal's work for both) is what a chain must
 * hold under.
 */
export async function startBusyBrowser(url: string, person: Person, path: string) {
  const browser: Browser = await launchChromium();
  let running = true;
  let loads = 0;
  const failures: string[] = [];
  const loop = (async () => {
    while (running) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 1440, height: 900 },
      });
      try {
        const signedIn = await context.request.post(`${url}/api/login`, {
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          data: { email: person.email, password: person.password, fingerprint: 'bench-busy' },
        });
        if (!signedIn.ok()) throw new Error(`The busy browser's sign-in failed: ${await signedIn.text()}`);
        const page = await context.newPage();
        await page.goto(`${url}${path}`);
        await page.locator('[role=row][aria-rowindex="2"]').waitFor({ timeout: 30_000 });
        for (let step = 0; running && step < 10; step += 1) {
          await page.evaluate(`document.querySelector('[role=table]').scrollTop += 2000`);
          await page.waitForTimeout(150);
        }
        loads += 1;
      } catch (error) {
        // A load that failed (a busy machine's timeout) is told, and the next one starts.
        failures.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      } finally {
        await context.close();
      }
    }
  })();
  return {
    /** How many times the page was rendered and scrolled. */
    loads: () => loads,
    /** Why loads failed, if any did. */
    failures: () => failures,
    async stop() {
      running = false;
      try {
        await loop;
      } finally {
        await browser.close();
      }
    },
  };
}
