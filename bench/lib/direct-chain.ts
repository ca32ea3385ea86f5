import type { Browser } from '@playwright/test';

/**
 * The floor any client meets: calls one after another from a browser page straight to the slow
 * upstream (it answers with CORS), here the customers of `ids`.
 */
export async function directChain(browser: Browser, upstreamUrl: string, ids: unknown[]): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    // A page of the upstream's own origin, so its calls need no cross-origin permission.
    await page.goto(`${upstreamUrl}/open/api/customers/1`);
    return await page.evaluate(
      async ({ base, ids }) => {
        const start = performance.now();
        for (const id of ids) await (await fetch(`${base}/open/api/customers/${id}`)).text();
        return performance.now() - start;
      },
      { base: upstreamUrl, ids },
    );
  } finally {
    await context.close();
  }
}
