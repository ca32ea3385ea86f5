import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';
import { median } from './processes.ts';
import type { Person } from './web-portal.ts';

/** Records Chromium's long tasks (over 50 ms) from the document's start. */
const recordLongTasks = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
`;

/** The sign-in page as a visitor not signed in loads it cold: the gzip size of each script it fetched. */
async function signInPageScripts(browser: Browser, url: string) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    const scripts: Array<Promise<{ file: string; size: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname;
      scripts.push(response.body().then((body) => ({ file, size: gzipSync(body).length })));
    });
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').waitFor({ timeout: 60_000 });
    // Anything the page asks for once shown (a lazy chunk) counts too.
    await page.waitForTimeout(1000);
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}

/** A cold first load by the plain user at 1x CPU: the long tasks until `ready` shows, and a second after. */
async function longTasksOfFirstLoad(
  browser: Browser,
  url: string,
  ready: string,
  signIn: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  try {
    await signIn(context);
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(url);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => (globalThis as { __longTasks?: number[] }).__longTasks ?? []);
  } finally {
    await context.close();
  }
}

/**
 * B10: the compressed script a visitor not signed in downloads to see the sign-in page, and the
 * longest task of the plain user's cold first load of a search page and of a detail page at 1x CPU
 * (Chromium's long-task entries), each over `rounds` rounds; medians.
 */
export async function benchSignInAndLongTasks(
  browser: Browser,
  portal: { url: string; searchPath: string; detailPath: string; reader: Person },
  rounds: number,
) {
  const signIn = async (context: BrowserContext) => {
    const response = await context.request.post(`${portal.url}/api/login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { email: portal.reader.email, password: portal.reader.password, fingerprint: 'bench' },
    });
    if (!response.ok()) throw new Error(`Sign-in failed: ${await response.text()}`);
  };
  const signInKB: number[] = [];
  let files: Array<{ file: string; size: number }> = [];
  const search: number[][] = [];
  const detail: number[][] = [];
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`B10 round ${round}/${rounds}`);
    files = await signInPageScripts(browser, portal.url);
    signInKB.push(files.reduce((sum, file) => sum + file.size, 0) / 1024);
    search.push(
      await longTasksOfFirstLoad(
        browser,
        `${portal.url}${portal.searchPath}`,
        '[role=row][aria-rowindex="2"]',
        signIn,
      ),
    );
    detail.push(
      await longTasksOfFirstLoad(
        browser,
        `${portal.url}${portal.detailPath}`,
        'h1[aria-busy="false"]',
        signIn,
      ),
    );
  }
  const longest = (runs: number[][]) => runs.map((tasks) => Math.max(0, ...tasks));
  return {
    target:
      'sign-in page script <= 110 KB gzip; no task over 200 ms on the first load of the search and detail pages at 1x CPU',
    signInPage: {
      scriptGzipKB: median(signInKB),
      files: files.map((file) => ({ file: file.file, gzipKB: Math.round(file.size / 102.4) / 10 })),
    },
    longTasksMs: { searchPage: search, detailPage: detail },
    longestTaskMs: {
      searchPage: median(longest(search)),
      detailPage: median(longest(detail)),
    },
  };
}
