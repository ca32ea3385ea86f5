// B6, B7 and B10 of DESIGN.md §9: the search page's first load and its scrolling, each against a
// comparator in the same run; the sign-in page's script and the longest task of the search and
// detail pages' first loads. Usage: npm run bench:web
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { buildBareReact, removeBareReact } from './lib/build-bare-react.ts';
import { benchFirstLoad } from './lib/first-load-bench.ts';
import { launchChromium } from './lib/page-metrics.ts';
import { benchScroll } from './lib/scroll-bench.ts';
import { benchSignInAndLongTasks } from './lib/sign-in-and-tasks-bench.ts';
import { startWebBenchPortal } from './lib/web-portal.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const rows = Number(process.env.BENCH_ROWS ?? 50_000);
const scrollMs = Number(process.env.BENCH_SCROLL_MS ?? 10_000);
/** BENCH_ONLY=B6, B7 or B10 runs just that one. */
const only = process.env.BENCH_ONLY;

async function main() {
  if (!existsSync('apps/web/dist/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  await buildBareReact();
  const portal = await startWebBenchPortal(rows);
  const browser = await launchChromium();
  try {
    const runs = (name: string) => !only || only === name;
    const b6 = runs('B6') ? await benchFirstLoad(browser, portal, rounds) : undefined;
    const b7 = runs('B7') ? await benchScroll(browser, portal, { rows, rounds, scrollMs }) : undefined;
    const b10 = runs('B10') ? await benchSignInAndLongTasks(browser, portal, rounds) : undefined;
    const report = { date: new Date().toISOString(), rounds, B6: b6, B7: b7, B10: b10 };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/web-${report.date.replace(/[:.]/g, '-')}.json`,
      JSON.stringify(report, null, 2),
    );
    console.log(JSON.stringify(report, null, 2));
    const f = (n: number) => n.toFixed(2);
    const k = (n: number) => n.toFixed(1);
    for (const profile of b6 ? (['desktop', 'mobile'] as const) : []) {
      const { searchPage, barePage, fcpRatio, lcpRatio } = b6![profile];
      console.log(
        `B6 ${profile.padEnd(7)} FCP ${Math.round(searchPage.fcpMs)} ms vs bare React ${Math.round(barePage.fcpMs)} ms → ${f(fcpRatio)}x (target ≤ 1.5x); LCP ${Math.round(searchPage.lcpMs)} vs ${Math.round(barePage.lcpMs)} ms → ${f(lcpRatio)}x (target ≤ 2x)`,
      );
    }
    const downloads = b6?.desktop.searchPage;
    if (downloads)
      console.log(
        `B6 plain user downloads JS ${k(downloads.jsGzipKB)} KB gzip in ${downloads.jsFiles} files (target ≤ 200), CSS ${k(downloads.cssGzipKB)} KB gzip (target ≤ 25)`,
      );
    if (b7)
      console.log(
        `B7 ${b7.rowsLoaded} rows: ${k(b7.fps.portal1x)} fps vs static ${k(b7.fps.static1x)} → ${f(b7.fpsRatio1x)}x at 1x CPU (target ≥ 0.95x); ${k(b7.fps.portal4x)} vs ${k(b7.fps.static4x)} → ${f(b7.fpsRatio4x)}x at 4x (target ≥ 0.8x); at most ${b7.maxRowsInDom} rows in the DOM (target ≤ 60)`,
      );
    if (b10) {
      const { signInPage, longestTaskMs } = b10;
      console.log(
        `B10 sign-in page: ${k(signInPage.scriptGzipKB)} KB of script gzip (target ≤ 110); longest task on a cold first load at 1x CPU: search page ${longestTaskMs.searchPage} ms, detail page ${longestTaskMs.detailPage} ms (target ≤ 200)`,
      );
    }
  } finally {
    await browser.close();
    await portal.stop();
    removeBareReact();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
