import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { readPaints, readTimeline, recordLongTasks, recordPaints, scrollScript } from './in-page.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/** Lighthouse's mobile preset, applied rather than simulated: 4x slower CPU, 150 ms RTT, 1.6 Mbps down. */
export type Profile = 'desktop' | 'mobile';

async function applyProfile(page: Page, profile: Profile) {
  if (profile === 'desktop') return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

export type FirstLoad = {
  fcpMs: number;
  lcpMs: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  /** Every script and stylesheet fetched, by path, with its gzip size. */
  files: Array<{ file: string; gzipKB: number }>;
  /**
   * Where the time went until the page was ready: the main thread's busy time by kind (Chromium's
   * own counters, ms), each request from the navigation's start to its last byte, the long tasks.
   */
  profile: {
    mainThreadMs: Record<'script' | 'layout' | 'style' | 'allTasks', number>;
    htmlMs: number;
    requests: Array<{ path: string; startMs: number; endMs: number }>;
    longTasks: Array<{ startMs: number; ms: number }>;
  };
};

/**
 * One cold first load in a fresh context (no cache, no service worker): FCP and LCP from the
 * browser's own performance entries, and the gzip size of every script and stylesheet it fetched.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  options: { profile: Profile; signIn?: (context: BrowserContext) => Promise<void>; ready: string },
): Promise<FirstLoad> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  try {
    await options.signIn?.(context);
    const page = await context.newPage();
    await page.addInitScript(recordPaints);
    await page.addInitScript(recordLongTasks);
    const counters = await context.newCDPSession(page);
    await counters.send('Performance.enable');
    const bodies: Array<Promise<{ type: string; file: string; size: number }>> = [];
    // Files that arrive once the load is measured are not counted, nor read as the context closes.
    let counting = true;
    page.on('response', (response) => {
      if (!counting) return;
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const file = new URL(response.url()).pathname;
      bodies.push(response.body().then((body) => ({ type, file, size: gzipSync(body).length })));
    });
    await applyProfile(page, options.profile);
    await page.goto(url);
    await page.locator(options.ready).first().waitFor({ timeout: 60_000 });
    // LCP may still be reported for the element just drawn.
    await page.waitForTimeout(500);
    // The script and styles counted are all the page fetches on its own, not only those before it
    // showed: a page drawn by the server shows before its code has arrived and run.
    await page.waitForLoadState('networkidle');
    counting = false;
    const paints = (await page.evaluate(readPaints)) as { fcp: number; lcp: number };
    const timeline = (await page.evaluate(readTimeline)) as Omit<FirstLoad['profile'], 'mainThreadMs'>;
    const { metrics } = (await counters.send('Performance.getMetrics')) as {
      metrics: Array<{ name: string; value: number }>;
    };
    const busyMs = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    const files = await Promise.all(bodies);
    const total = (type: string) =>
      files.filter((file) => file.type === type).reduce((sum, file) => sum + file.size, 0);
    return {
      fcpMs: paints.fcp,
      lcpMs: paints.lcp,
      jsGzipBytes: total('script'),
      cssGzipBytes: total('stylesheet'),
      jsFiles: files.filter((file) => file.type === 'script').length,
      files: files.map(({ file, size }) => ({ file, gzipKB: Math.round(size / 102.4) / 10 })),
      profile: {
        mainThreadMs: {
          script: busyMs('ScriptDuration'),
          layout: busyMs('LayoutDuration'),
          style: busyMs('RecalcStyleDuration'),
          allTasks: busyMs('TaskDuration'),
        },
        ...timeline,
      },
    };
  } finally {
    await context.close();
  }
}

export type ScrollRun = { fps: number; maxRows: number; reachedBottom: boolean };

/** Scrolls `selector` top to bottom in `durationMs` at the given CPU slowdown and reads the frame rate. */
export async function measureScroll(
  page: Page,
  selector: string,
  cpuRate: number,
  durationMs: number,
): Promise<ScrollRun> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  try {
    return (await page.evaluate(scrollScript(selector, durationMs))) as ScrollRun;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
