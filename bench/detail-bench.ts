// B8 of DESIGN.md §9: a detail page of 6 datasets 3 levels deep, the upstream answering each call
// after 100 ms: time from the view's arrival to every panel filled, against the critical path
// (3 x 100 ms), and the upstream requests per dataset. Usage: npm run bench:b8
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { filledMs, watchFilling } from '../e2e/fixtures/detail-filling.ts';
import { startBusyBrowser } from './lib/busy-browser.ts';
import { b8Datasets, startDetailBenchWorld } from './lib/detail-bench-world.ts';
import { directChain, floorLine, floorUnderLoad } from './lib/direct-chain.ts';
import { launchChromium } from './lib/page-metrics.ts';
import { median, percentile } from './lib/processes.ts';
import { signIn } from './lib/web-portal.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
/** Opens while a second browser renders another page (0: none). */
const busyRuns = Number(process.env.BENCH_BUSY_RUNS ?? 10);
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 100);
const levels = 3;
const criticalPathMs = levels * delayMs;

type World = Awaited<ReturnType<typeof startDetailBenchWorld>>;

/** BENCH_TRACE=1: each proxy call's start and end after the view's arrival, and the upstream's answer times. */
async function traceOf(page: Page, world: World) {
  const calls = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const view = entries.filter((entry) => entry.name.includes('/api/views/')).at(-1);
    const since = (time: number) => Math.round(time - (view?.responseEnd ?? 0));
    // A page drawn by the server: its document's times since it was asked for, and its first paint.
    // The benchmarks are type-checked with Node's types, which know no navigation entry.
    type DocumentTiming = Record<
      'requestStart' | 'responseStart' | 'responseEnd' | 'domInteractive' | 'loadEventEnd',
      number
    >;
    const [document] = performance.getEntriesByType('navigation' as never) as unknown as DocumentTiming[];
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const from = (time: number) => Math.round(time - document.requestStart);
    const page = document
      ? [
          `document first byte ${from(document.responseStart)} ms, last byte ${from(document.responseEnd)} ms, parsed ${from(document.domInteractive)} ms, first paint ${paint ? from(paint.startTime) : '–'} ms, loaded ${from(document.loadEventEnd)} ms`,
        ]
      : [];
    return page.concat(
      entries
        .filter((entry) => entry.name.endsWith('/api/proxy'))
        .map((entry) => `proxy call ${since(entry.startTime)} → ${since(entry.responseEnd)} ms`),
    );
  });
  const upstream = (await world.readRequests()).map(
    (request) =>
      `upstream ${decodeURIComponent(request.path).slice(0, 60)} ${request.answeredAt - request.startedAt} ms`,
  );
  return [...calls, ...upstream].join('\n');
}

/**
 * The server's share of an open: the page's document asked for as a browser asks for it, but from
 * this process, and read to its last byte: the server has then followed every level and drawn the
 * page. Milliseconds from the request to that byte.
 */
async function documentMs(world: World, cookie: string, path: string): Promise<number> {
  await world.clearRequests();
  const started = performance.now();
  const response = await fetch(`${world.url}${path}`, {
    headers: { cookie, 'sec-fetch-dest': 'document', 'accept-encoding': 'br' },
  });
  if (!response.ok || !response.body) throw new Error(`The page answered ${response.status}.`);
  for await (const _chunk of response.body);
  const ms = performance.now() - started;
  if (process.env.BENCH_TRACE) {
    const requests = await world.readRequests();
    const at = requests[0]?.startedAt ?? 0;
    const calls = requests.map(
      (request) => `${request.startedAt - at}+${request.answeredAt - request.startedAt}`,
    );
    console.log(`document ${Math.round(ms)} ms; upstream calls (start+answer ms): ${calls.join(' ')}`);
  }
  return ms;
}

/** One cold open of the page by the plain user: fresh context, cold proxy cache for its data. */
async function openPage(browser: Browser, world: World, path: string, busy = false) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const signedIn = await context.request.post(`${world.url}/api/login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { email: world.reader.email, password: world.reader.password, fingerprint: 'bench' },
    });
    if (!signedIn.ok()) throw new Error(`Sign-in failed: ${await signedIn.text()}`);
    const page = await context.newPage();
    await watchFilling(page);
    await world.clearRequests();
    await page.goto(`${world.url}${path}`);
    const ms = await filledMs(page);
    if (process.env.BENCH_TRACE) console.log(`filled ${Math.round(ms)} ms\n${await traceOf(page, world)}`);
    // Anything asked late, or twice, would arrive now.
    await page.waitForTimeout(4 * delayMs);
    const requests = await world.readRequests();
    const counts = Object.fromEntries(
      Object.entries(b8Datasets).map(([name, pattern]) => [
        name,
        requests.filter((request) => pattern.test(decodeURIComponent(request.path))).length,
      ]),
    );
    // This page's requests: under load the second browser's requests are recorded beside them.
    const total = busy ? Object.values(counts).reduce((sum, count) => sum + count, 0) : requests.length;
    return { ms, counts, total };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync('apps/web/dist/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  // A customer for a warm-up, each round, each open under load, and each round's document alone.
  const world = await startDetailBenchWorld(delayMs, 2 * rounds + busyRuns);
  const browser = await launchChromium();
  try {
    // One round to warm the server and the browser; not counted.
    await openPage(browser, world, world.pathFor(world.customers[0]));
    const pages: Awaited<ReturnType<typeof openPage>>[] = [];
    const chains: number[] = [];
    const documents: number[] = [];
    const cookie = await signIn(world.url, { email: world.reader.email, password: world.reader.password });
    for (let round = 1; round <= rounds; round += 1) {
      const customer = world.customers[round];
      const ids = [round * 3, round * 3 + 1, round * 3 + 2];
      // Which of the two runs first alternates by round.
      if (round % 2 === 0) chains.push(await directChain(browser, world.upstreamUrl, ids));
      pages.push(await openPage(browser, world, world.pathFor(customer)));
      if (round % 2 === 1) chains.push(await directChain(browser, world.upstreamUrl, ids));
      documents.push(
        await documentMs(world, cookie, world.pathFor(world.customers[rounds + busyRuns + round])),
      );
      console.log(
        `B8 round ${round}/${rounds}: filled ${Math.round(pages.at(-1)!.ms)} ms; the document alone ${Math.round(documents.at(-1)!)} ms`,
      );
    }
    // The same opens, each of a customer no earlier open read, while a second browser renders the
    // search page of another person again and again.
    // The floor is measured under the same load, interleaved as in the quiet rounds.
    const busyPages: Awaited<ReturnType<typeof openPage>>[] = [];
    const busyChains: number[] = [];
    let busyLoads = 0;
    if (busyRuns > 0) {
      const busy = await startBusyBrowser(world.url, world.other, world.searchPath);
      try {
        for (let run = 1; run <= busyRuns; run += 1) {
          const ids = [(rounds + run) * 3, (rounds + run) * 3 + 1, (rounds + run) * 3 + 2];
          if (run % 2 === 0) busyChains.push(await directChain(browser, world.upstreamUrl, ids));
          busyPages.push(await openPage(browser, world, world.pathFor(world.customers[rounds + run]), true));
          if (run % 2 === 1) busyChains.push(await directChain(browser, world.upstreamUrl, ids));
          console.log(
            `B8 under load ${run}/${busyRuns}: filled ${Math.round(busyPages.at(-1)!.ms)} ms, three direct calls ${Math.round(busyChains.at(-1)!)} ms`,
          );
        }
      } finally {
        busyLoads = busy.loads();
        if (busy.failures().length > 0)
          console.log(`The second browser's failed loads: ${busy.failures().join(' | ')}`);
        await busy.stop();
      }
    }
    const filled = median(pages.map((page) => page.ms));
    const chain = median(chains);
    const requestsPerDataset = Object.fromEntries(
      Object.keys(b8Datasets).map((name) => [name, [...new Set(pages.map((page) => page.counts[name]))]]),
    );
    const report = {
      date: new Date().toISOString(),
      rounds,
      delayMs,
      criticalPathMs,
      filledMs: pages.map((page) => Math.round(page.ms)),
      medianFilledMs: filled,
      ratio: filled / criticalPathMs,
      directChainMs: chains.map(Math.round),
      medianDirectChainMs: chain,
      ratioToDirectChain: filled / chain,
      documentMs: documents.map(Math.round),
      medianDocumentMs: median(documents),
      requestsPerDataset,
      requestsPerOpen: pages.map((page) => page.total),
      underLoad: busyRuns > 0 ? underLoad(busyPages, busyChains, busyLoads) : undefined,
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/b8-${report.date.replace(/[:.]/g, '-')}.json`,
      JSON.stringify(report, null, 2),
    );
    console.log(JSON.stringify(report, null, 2));
    const once = Object.values(requestsPerDataset).every((counts) => counts.length === 1 && counts[0] === 1);
    console.log(
      `B8 detail page, 6 datasets 3 levels deep, upstream ${delayMs} ms: filled ${Math.round(filled)} ms after the view vs critical path ${criticalPathMs} ms → ${report.ratio.toFixed(2)}x (target ≤ 1.25x); three direct calls in a row from the browser ${Math.round(chain)} ms → ${report.ratioToDirectChain.toFixed(2)}x; each dataset requested once per open: ${once ? 'yes' : `no ${JSON.stringify(requestsPerDataset)}`}`,
    );
    console.log(
      `B8 the server's share: the page's document alone (no browser), to its last byte, median ${Math.round(report.medianDocumentMs)} ms → ${(report.medianDocumentMs / criticalPathMs).toFixed(2)}x the critical path`,
    );
    if (report.underLoad) {
      const load = report.underLoad;
      console.log(
        `B8 under load (a second browser rendering another page, ${load.busyBrowserLoads} loads), ${busyRuns} opens: median ${Math.round(load.medianFilledMs)} ms → ${load.medianRatio.toFixed(2)}x (target ≤ 1.5x), p90 ${Math.round(load.p90FilledMs)} ms → ${load.p90Ratio.toFixed(2)}x (target ≤ 2x) the critical path ${criticalPathMs} ms; each dataset requested once per open: ${load.eachDatasetOnce ? 'yes' : 'no'}`,
      );
      console.log(`B8 under load, the floor: ${floorLine(load.directChain)}`);
    }
  } finally {
    await browser.close();
    await world.stop();
  }
}

/** The opens under load against the critical path: median within 1.5x, 90th percentile within 2x. */
function underLoad(
  pages: { ms: number; counts: Record<string, number> }[],
  chains: number[],
  busyBrowserLoads: number,
) {
  const times = pages.map((page) => page.ms);
  return {
    directChain: floorUnderLoad(chains, times, criticalPathMs),
    target: 'median <= 1.5x and p90 <= 2x the critical path',
    busyBrowserLoads,
    filledMs: times.map(Math.round),
    medianFilledMs: median(times),
    p90FilledMs: percentile(times, 90),
    medianRatio: median(times) / criticalPathMs,
    p90Ratio: percentile(times, 90) / criticalPathMs,
    eachDatasetOnce: pages.every((page) => Object.values(page.counts).every((count) => count === 1)),
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
