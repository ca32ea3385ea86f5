import type { Browser, Page } from '@playwright/test';
import { loadedHeightScript, staticPage } from './in-page.ts';
import { measureScroll, type ScrollRun } from './page-metrics.ts';
import { median } from './processes.ts';
import type { Person } from './web-portal.ts';

const rowHeight = 44;

/**
 * B7: the search page with every row loaded, scrolled top to bottom, against a static page of the
 * same height with no script of its own, at 1x and 4x CPU slowdown, interleaved.
 */
export async function benchScroll(
  browser: Browser,
  portal: { url: string; searchPath: string; reader: Person },
  options: { rows: number; rounds: number; scrollMs: number },
) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const login = await context.request.post(`${portal.url}/api/login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { email: portal.reader.email, password: portal.reader.password, fingerprint: 'bench' },
    });
    if (!login.ok()) throw new Error(`Sign-in failed: ${await login.text()}`);
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/proxy') && response.status() !== 200)
        failures.push(`${response.status()} ${await response.text()}`);
    });
    await page.goto(`${portal.url}${portal.searchPath}`);
    await page.locator('[role=row][aria-rowindex="2"]').waitFor();

    // Load every row the way a person would: by reaching the bottom until nothing more comes. When
    // nothing comes for 2 s while the bottom is in view, scroll up a little and down again, as a
    // person would, and count it: the page should not need it.
    const started = Date.now();
    const wanted = options.rows * rowHeight;
    let nudges = 0;
    for (let height = 0, last = Date.now(), nudged = Date.now(); height < wanted; ) {
      const now = (await page.evaluate(loadedHeightScript('[role=table]'))) as number;
      if (now > height) last = Date.now();
      if (Date.now() - last > 30_000) {
        const shown = await page.locator('[role=alert], [role=status]').allInnerTexts();
        throw new Error(
          `Loading stalled at ${Math.round(now / rowHeight)} rows; the page says: ${shown.join(' | ')}; failed calls: ${failures.join(' | ')}`,
        );
      }
      if (Date.now() - Math.max(last, nudged) > 2_000) {
        nudges += 1;
        nudged = Date.now();
        await page.evaluate(`document.querySelector('[role=table]').scrollTop -= 1000`);
        await page.waitForTimeout(100);
      }
      height = now;
      await page.waitForTimeout(15);
    }
    const loadSeconds = (Date.now() - started) / 1000;
    console.log(
      `B7 loaded ${options.rows} rows in ${loadSeconds.toFixed(1)} s (${nudges} stalls needed a nudge)`,
    );
    const box = (await page.evaluate(
      `(() => { const t = document.querySelector('[role=table]'); return { client: t.clientHeight, scroll: t.scrollHeight }; })()`,
    )) as { client: number; scroll: number };

    const comparator = await context.newPage();
    await comparator.route(`${portal.url}/bench-static`, (route) =>
      route.fulfill({ contentType: 'text/html', body: staticPage(box.client, box.scroll) }),
    );
    await comparator.goto(`${portal.url}/bench-static`);

    const runs = {
      portal1: [] as ScrollRun[],
      static1: [] as ScrollRun[],
      portal4: [] as ScrollRun[],
      static4: [] as ScrollRun[],
    };
    for (let round = 1; round <= options.rounds; round += 1) {
      console.log(`B7 round ${round}/${options.rounds}`);
      for (const rate of [1, 4] as const) {
        await page.bringToFront();
        runs[`portal${rate}`].push(await measureScroll(page, '[role=table]', rate, options.scrollMs));
        await comparator.bringToFront();
        runs[`static${rate}`].push(await measureScroll(comparator, '#static-table', rate, options.scrollMs));
      }
    }
    if (process.env.BENCH_PROFILE) {
      await page.bringToFront();
      console.log(await profileScroll(browser, page, options.scrollMs));
    }
    const fps = (list: ScrollRun[]) => median(list.map((run) => run.fps));
    return {
      target: 'fps >= 0.95x the static page at 1x CPU and >= 0.8x at 4x; <= 60 rows in the DOM',
      rowsLoaded: options.rows,
      loadSeconds,
      loadingStallsNudged: nudges,
      scrollHeightPx: box.scroll,
      scrollMs: options.scrollMs,
      fpsRatio1x: fps(runs.portal1) / fps(runs.static1),
      fpsRatio4x: fps(runs.portal4) / fps(runs.static4),
      fps: {
        portal1x: fps(runs.portal1),
        static1x: fps(runs.static1),
        portal4x: fps(runs.portal4),
        static4x: fps(runs.static4),
      },
      maxRowsInDom: Math.max(...runs.portal1.concat(runs.portal4).map((run) => run.maxRows)),
      everyRunReachedBottom: Object.values(runs)
        .flat()
        .every((run) => run.reachedBottom),
    };
  } finally {
    await context.close();
  }
}

type TraceEvent = {
  name: string;
  ph: string;
  dur?: number;
  /** The thread's own time in the event (µs): what the work cost, less the waits of a busy machine. */
  tdur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; beginData?: { dirtyObjects?: number } };
};

/**
 * BENCH_PROFILE=1: one more portal run at 4x, traced; the renderer main thread's time by kind of
 * work (script, style, layout, paint…), to say where a frame's time goes.
 */
async function profileScroll(browser: Browser, page: Page, scrollMs: number): Promise<string> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const run = await measureScroll(page, '[role=table]', 4, scrollMs);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  // The page's renderer main thread: of the threads named so, the one with the most work.
  const mains = new Set(
    trace.traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, Map<string, { ms: number; cpuMs: number }>>();
  // Layout objects laid out: a count of the work that no other load on the machine changes.
  const laidOut = new Map<string, number>();
  for (const event of trace.traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mains.has(thread) || event.ph !== 'X' || !event.dur) continue;
    const totals = byThread.get(thread) ?? new Map<string, { ms: number; cpuMs: number }>();
    const total = totals.get(event.name) ?? { ms: 0, cpuMs: 0 };
    total.ms += event.dur / 1000;
    total.cpuMs += (event.tdur ?? 0) / 1000;
    totals.set(event.name, total);
    byThread.set(thread, totals);
    if (event.name === 'Layout')
      laidOut.set(thread, (laidOut.get(thread) ?? 0) + (event.args?.beginData?.dirtyObjects ?? 0));
  }
  const busiest = (totals: Map<string, { ms: number }>) => totals.get('RunTask')?.ms ?? 0;
  const [thread, totals] = [...byThread.entries()].sort((a, b) => busiest(b[1]) - busiest(a[1]))[0] ?? [
    '',
    new Map<string, { ms: number; cpuMs: number }>(),
  ];
  const frames = Math.max(1, Math.round((run.fps * scrollMs) / 1000));
  const lines = [...totals.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 14)
    .map(
      ([name, { ms, cpuMs }]) =>
        `  ${name.padEnd(28)} ${(ms / frames).toFixed(2)} ms a frame (thread time ${(cpuMs / frames).toFixed(2)} ms)`,
    );
  lines.push(`  layout objects laid out: ${Math.round((laidOut.get(thread) ?? 0) / frames)} a frame`);
  return `B7 profile at 4x: ${run.fps.toFixed(1)} fps, about ${frames} frames; renderer main thread (events overlap):\n${lines.join('\n')}`;
}
