import type { Browser, BrowserContext } from '@playwright/test';
import { bareReactPath, ensureBareReact } from './build-bare-react.ts';
import { type FirstLoad, measureFirstLoad, type Profile } from './page-metrics.ts';
import { median } from './processes.ts';
import type { Person } from './web-portal.ts';

const summarize = (runs: FirstLoad[]) => ({
  fcpMs: median(runs.map((run) => run.fcpMs)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  jsGzipKB: median(runs.map((run) => run.jsGzipBytes)) / 1024,
  cssGzipKB: median(runs.map((run) => run.cssGzipBytes)) / 1024,
  jsFiles: median(runs.map((run) => run.jsFiles)),
  /** The files of the last run, to see what the figures are made of. */
  files: runs.at(-1)?.files ?? [],
  /** Where the last run's time went (page-metrics: main thread, requests, long tasks). */
  profile: runs.at(-1)?.profile,
});

/**
 * B6: the search page's first load by a plain user against a bare React page from the same build
 * and server, alternating which goes first in each round, on a desktop and a mobile profile.
 */
export async function benchFirstLoad(
  browser: Browser,
  portal: { url: string; searchPath: string; reader: Person },
  rounds: number,
) {
  const signIn = async (context: BrowserContext) => {
    const response = await context.request.post(`${portal.url}/api/login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { email: portal.reader.email, password: portal.reader.password, fingerprint: 'bench' },
    });
    if (!response.ok()) throw new Error(`Sign-in failed: ${await response.text()}`);
  };
  const bare = () => ({ url: `${portal.url}${bareReactPath}`, ready: 'h1' });
  const search = () => ({
    url: `${portal.url}${portal.searchPath}`,
    ready: '[role=row][aria-rowindex="2"]',
    signIn,
  });
  const runs: Record<Profile, { bare: FirstLoad[]; search: FirstLoad[] }> = {
    desktop: { bare: [], search: [] },
    mobile: { bare: [], search: [] },
  };
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`B6 round ${round}/${rounds}`);
    for (const profile of ['desktop', 'mobile'] as const) {
      const order = round % 2 === 1 ? (['bare', 'search'] as const) : (['search', 'bare'] as const);
      for (const page of order) {
        if (page === 'bare') await ensureBareReact();
        const target = page === 'bare' ? bare() : search();
        runs[profile][page].push(await measureFirstLoad(browser, target.url, { ...target, profile }));
      }
    }
  }
  const report = (profile: Profile) => {
    const barePage = summarize(runs[profile].bare);
    const searchPage = summarize(runs[profile].search);
    return {
      fcpRatio: searchPage.fcpMs / barePage.fcpMs,
      lcpRatio: searchPage.lcpMs / barePage.lcpMs,
      searchPage,
      barePage,
    };
  };
  return {
    target:
      'FCP <= 1.5x and LCP <= 2x the bare React page; JS <= 200 KB gzip, CSS <= 25 KB gzip for a plain user',
    desktop: report('desktop'),
    mobile: report('mobile'),
  };
}
