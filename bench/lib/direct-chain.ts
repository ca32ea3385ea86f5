import type { Browser } from '@playwright/test';
import { median, percentile } from './processes.ts';

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

/**
 * The floor under load: the direct chains measured beside the page's opens while the second browser
 * ran, against the critical path, and the page's times against them (median to median, p90 to p90).
 */
export function floorUnderLoad(chains: number[], pageTimes: number[], criticalPathMs: number) {
  const medianMs = median(chains);
  const p90Ms = percentile(chains, 90);
  return {
    ms: chains.map(Math.round),
    medianMs,
    p90Ms,
    medianRatio: medianMs / criticalPathMs,
    p90Ratio: p90Ms / criticalPathMs,
    pageMedianToFloor: median(pageTimes) / medianMs,
    pageP90ToFloor: percentile(pageTimes, 90) / p90Ms,
  };
}

export function floorLine(floor: ReturnType<typeof floorUnderLoad>): string {
  return `three direct calls in a row from a browser page, median ${Math.round(floor.medianMs)} ms (${floor.medianRatio.toFixed(2)}x the critical path), p90 ${Math.round(floor.p90Ms)} ms (${floor.p90Ratio.toFixed(2)}x); the page ${floor.pageMedianToFloor.toFixed(2)}x the floor at the median, ${floor.pageP90ToFloor.toFixed(2)}x at p90`;
}
