// B9 of DESIGN.md §9: a plain user's click on a search page's row to the detail page it opens filled
// (its title, a value three levels deep, a list's first row), the upstream answering each call after
// 150 ms, against the critical path (3 x 150 ms); a first visit (the detail page's code not loaded
// yet) and a repeat visit reported apart. Usage: npm run bench:b9
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { Row } from '@portal/sample-upstream';
import { startBusyBrowser } from './lib/busy-browser.ts';
import { startDetailBenchWorld } from './lib/detail-bench-world.ts';
import { directChain, floorLine, floorUnderLoad } from './lib/direct-chain.ts';
import { launchChromium } from './lib/page-metrics.ts';
import { median, percentile } from './lib/processes.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Visits (a first and a repeat click each) while a second browser renders another page (0: none). */
const busyRuns = Number(process.env.BENCH_BUSY_RUNS ?? 10);
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 150);
/** How long the person looks at the search page's rows before clicking one. */
const readingMs = Number(process.env.BENCH_READING_MS ?? 1500);
const levels = 3;
const criticalPathMs = levels * delayMs;

type World = Awaited<ReturnType<typeof startDetailBenchWorld>>;
/** What the detail page shows once filled: its title, the product of the latest order (3rd level), the first contact. */
type Expected = { title: string; panel: string; value: string; list: string; firstRow: string };

/**
 * Runs in the page from its start: from a click's pointerdown (its event time), watches every
 * frame for the first one showing what `b9Expect` named, and keeps the milliseconds in b9FilledMs.
 * Source text: the benchmarks are type-checked with Node's types only.
 */
const watchScript = `(() => {
  let expected = null;
  window.b9Expect = (next) => { expected = next; window.b9FilledMs = undefined; window.b9Start = undefined; };
  const filled = ({ title, panel, value, list, firstRow }) => {
    const heading = document.querySelector('h1');
    if (!heading || heading.getAttribute('aria-busy') === 'true' || !heading.textContent.includes(title)) return false;
    const shown = [...document.querySelectorAll('article')].find(
      (article) => article.querySelector('h2')?.textContent === panel,
    );
    if (!shown || !shown.textContent.includes(value)) return false;
    const first = document.querySelector('ul[aria-label="' + list + '"] li');
    return first !== null && first.textContent.includes(firstRow);
  };
  addEventListener('pointerdown', (event) => {
    if (!expected || window.b9Start !== undefined) return;
    const wanted = expected;
    window.b9Start = event.timeStamp;
    const check = (now) => {
      if (filled(wanted)) {
        window.b9FilledMs = now - event.timeStamp;
        expected = null;
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true });
})();`;

function expectedOf(world: World, customer: Row): Expected {
  const latest = world.data.orders.find((order) => order.orderNumber === customer.lastOrderNumber);
  const product = world.data.products.find((row) => row.id === latest?.productId);
  const contact = world.data.contacts.find((row) => row.customerId === customer.id);
  if (!product || !contact) throw new Error(`Customer ${String(customer.id)} lacks a product or a contact.`);
  return {
    title: String(customer.name),
    panel: 'Latest order',
    value: String(product.name),
    list: 'Contacts',
    firstRow: String(contact.lastName),
  };
}

/** BENCH_TRACE=1: what the page fetched after the click, in ms from the pointerdown. */
async function traceOf(page: Page) {
  const lines = await page.evaluate(() => {
    const start = (globalThis as { b9Start?: number }).b9Start ?? 0;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.responseEnd > start)
      .map(
        (entry) =>
          `  ${Math.round(entry.startTime - start)} → ${Math.round(entry.responseEnd - start)} ms ${new URL(entry.name).pathname.slice(0, 60)}`,
      );
  });
  return lines.join('\n');
}

/** Clicks the customer's name on the search page shown and waits for its detail page to be filled. */
async function clickToFilled(page: Page, world: World, customer: Row): Promise<number> {
  const link = page.getByRole('link', { name: String(customer.name), exact: true });
  // Some row drawn (after Back, the table is where it was left, not at its top).
  await page.locator('[role=row]:not([aria-rowindex="1"])').first().waitFor({ timeout: 30_000 });
  // A row below the first screen is scrolled to, as a person would: only the rows in view are drawn.
  // Again after reading: the table may have moved meanwhile (Back puts it where it was left).
  const table = page.locator('[role=table]').filter({ visible: true });
  // It scrolls until the row is drawn: the rows below the first screen are drawn once the app has
  // taken the page over, which on a busy machine can come after the first scrolls.
  const reveal = async () => {
    const until = Date.now() + 30_000;
    while ((await link.count()) === 0 && Date.now() < until) {
      await table.evaluate((element) => {
        element.scrollTop =
          element.scrollTop + element.clientHeight >= element.scrollHeight
            ? 0
            : element.scrollTop + element.clientHeight / 2;
      });
      await page.waitForTimeout(100);
    }
    await link.waitFor({ timeout: 5_000 });
  };
  await reveal();
  // A person reads the rows before clicking one: the page may use the time.
  await page.waitForTimeout(readingMs);
  await reveal();
  await page.evaluate(
    (expected) => (globalThis as { b9Expect?: (e: unknown) => void }).b9Expect?.(expected),
    expectedOf(world, customer),
  );
  await link.click();
  const handle = await page.waitForFunction(() => (globalThis as { b9FilledMs?: number }).b9FilledMs, null, {
    timeout: 30_000,
  });
  const ms = (await handle.jsonValue()) as number;
  if (process.env.BENCH_TRACE) console.log(`click → filled ${Math.round(ms)} ms\n${await traceOf(page)}`);
  return ms;
}

/**
 * One round: a fresh browser context (no cache, no service worker) signs the plain user in and
 * opens the search page; a click opens the first customer (first visit), Back returns to the
 * search page, and a click opens the second (repeat visit). Neither customer's data was read before.
 */
async function visit(browser: Browser, world: World, first: Row, second: Row) {
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
    await page.addInitScript(watchScript);
    await page.goto(`${world.url}${world.searchPath}`);
    const firstMs = await clickToFilled(page, world, first);
    await page.goBack();
    const repeatMs = await clickToFilled(page, world, second);
    return { firstMs, repeatMs };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync('apps/web/dist/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const world = await startDetailBenchWorld(delayMs, 1);
  const browser = await launchChromium();
  try {
    // Customers within the first page of rows (those of the quiet rounds on the first screen), two a
    // round, two for a warm-up round and two a visit under load.
    const customers = world.freshCustomersOnTop(50, 2 * (rounds + 1 + busyRuns));
    await visit(browser, world, customers[0], customers[1]);
    const firstVisits: number[] = [];
    const repeatVisits: number[] = [];
    const chains: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const ids = [1000 + round * 3, 1001 + round * 3, 1002 + round * 3];
      // Which of the two runs first alternates by round.
      if (round % 2 === 0) chains.push(await directChain(browser, world.upstreamUrl, ids));
      const { firstMs, repeatMs } = await visit(
        browser,
        world,
        customers[2 * round],
        customers[2 * round + 1],
      );
      if (round % 2 === 1) chains.push(await directChain(browser, world.upstreamUrl, ids));
      firstVisits.push(firstMs);
      repeatVisits.push(repeatMs);
      console.log(
        `B9 round ${round}/${rounds}: first visit ${Math.round(firstMs)} ms, repeat visit ${Math.round(repeatMs)} ms`,
      );
    }
    // The same visits, each to customers no earlier visit read, while a second browser renders the
    // search page of another person again and again.
    // The floor is measured under the same load, interleaved as in the quiet rounds.
    const busyClicks: { firstMs: number; repeatMs: number }[] = [];
    const busyChains: number[] = [];
    let busyLoads = 0;
    if (busyRuns > 0) {
      const busy = await startBusyBrowser(world.url, world.other, world.searchPath);
      try {
        for (let run = 1; run <= busyRuns; run += 1) {
          const at = 2 * (rounds + run);
          const ids = [1000 + (rounds + run) * 3, 1001 + (rounds + run) * 3, 1002 + (rounds + run) * 3];
          if (run % 2 === 0) busyChains.push(await directChain(browser, world.upstreamUrl, ids));
          busyClicks.push(await visit(browser, world, customers[at], customers[at + 1]));
          if (run % 2 === 1) busyChains.push(await directChain(browser, world.upstreamUrl, ids));
          const { firstMs, repeatMs } = busyClicks.at(-1)!;
          console.log(
            `B9 under load ${run}/${busyRuns}: first visit ${Math.round(firstMs)} ms, repeat visit ${Math.round(repeatMs)} ms, three direct calls ${Math.round(busyChains.at(-1)!)} ms`,
          );
        }
      } finally {
        busyLoads = busy.loads();
        if (busy.failures().length > 0)
          console.log(`The second browser's failed loads: ${busy.failures().join(' | ')}`);
        await busy.stop();
      }
    }
    const first = median(firstVisits);
    const repeat = median(repeatVisits);
    const chain = median(chains);
    const report = {
      date: new Date().toISOString(),
      rounds,
      delayMs,
      criticalPathMs,
      firstVisitMs: firstVisits.map(Math.round),
      repeatVisitMs: repeatVisits.map(Math.round),
      medianFirstVisitMs: first,
      medianRepeatVisitMs: repeat,
      firstVisitRatio: first / criticalPathMs,
      repeatVisitRatio: repeat / criticalPathMs,
      directChainMs: chains.map(Math.round),
      medianDirectChainMs: chain,
      underLoad:
        busyRuns > 0
          ? {
              target: 'median <= 1.5x and p90 <= 2x the critical path',
              busyBrowserLoads: busyLoads,
              firstVisit: againstPath(busyClicks.map((click) => click.firstMs)),
              repeatVisit: againstPath(busyClicks.map((click) => click.repeatMs)),
              directChain: floorUnderLoad(
                busyChains,
                busyClicks.map((click) => click.firstMs),
                criticalPathMs,
              ),
            }
          : undefined,
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/b9-${report.date.replace(/[:.]/g, '-')}.json`,
      JSON.stringify(report, null, 2),
    );
    console.log(JSON.stringify(report, null, 2));
    console.log(
      `B9 click on a search row → detail page filled (title, a 3rd-level value, a list's first row), upstream ${delayMs} ms: first visit ${Math.round(first)} ms → ${report.firstVisitRatio.toFixed(2)}x, repeat visit ${Math.round(repeat)} ms → ${report.repeatVisitRatio.toFixed(2)}x the critical path ${criticalPathMs} ms (target ≤ 1.5x); three direct calls in a row from the browser ${Math.round(chain)} ms`,
    );
    if (report.underLoad) {
      const { firstVisit, repeatVisit, busyBrowserLoads, directChain: floor } = report.underLoad;
      const line = (name: string, visit: ReturnType<typeof againstPath>) =>
        `${name} median ${Math.round(visit.medianMs)} ms → ${visit.medianRatio.toFixed(2)}x (target ≤ 1.5x), p90 ${Math.round(visit.p90Ms)} ms → ${visit.p90Ratio.toFixed(2)}x (target ≤ 2x)`;
      console.log(
        `B9 under load (a second browser rendering another page, ${busyBrowserLoads} loads), ${busyRuns} visits, against the critical path ${criticalPathMs} ms: ${line('first visit', firstVisit)}; ${line('repeat visit', repeatVisit)}`,
      );
      console.log(`B9 under load, the floor (against the first visits): ${floorLine(floor)}`);
    }
  } finally {
    await browser.close();
    await world.stop();
  }
}

/** Times under load against the critical path: median within 1.5x, 90th percentile within 2x. */
function againstPath(times: number[]) {
  return {
    ms: times.map(Math.round),
    medianMs: median(times),
    p90Ms: percentile(times, 90),
    medianRatio: median(times) / criticalPathMs,
    p90Ratio: percentile(times, 90) / criticalPathMs,
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
