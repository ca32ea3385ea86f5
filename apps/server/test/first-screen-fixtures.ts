import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FirstScreenState, firstScreenMarks } from '@portal/contracts';
import { repositoryRoot } from '../src/config.ts';

// The built page's shape (apps/web/index.html as the build writes it): the early script with the
// first screens' files, and the root holding the bar drawn while the app loads.
const builtPage = `<!doctype html>
<html lang="en">
  <head><script async src="/assets/early-1.js" data-shell="/assets/shell-1.js" data-app="/assets/app-1.js /assets/app-1.css" data-detail="/assets/detail-1.js /assets/detail-1.css"></script><title>Portal</title></head>
  <body><div id="root"><div class="boot-bar" aria-hidden="true"><span class="boot-mark"></span>Portal</div></div></body>
</html>`;

/**
 * What a test app needs to draw first screens: a built page in a folder of its own (remove it after)
 * and the web app's renderer, from its source (the tests run before the web app is built).
 */
export function firstScreenApp() {
  const webDist = mkdtempSync(join(tmpdir(), 'portal-first-screen-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), builtPage);
  return {
    webDist,
    webRenderer: join(repositoryRoot, 'apps/web/src/app/first-screen/render-first-screen.tsx'),
  };
}

/** A text as React writes it into HTML. */
export const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The state a page drawn by the server carries, or undefined when it carries none. */
export const stateOf = (html: string): FirstScreenState | undefined => {
  const found = new RegExp(
    `<script type="application/json" id="${firstScreenMarks.state}">(.*?)</script>`,
  ).exec(html);
  return found ? (JSON.parse(found[1]) as FirstScreenState) : undefined;
};

/** The answer an entry of the state holds (a refusal's entry holds none). */
export const dataOf = (entry: FirstScreenState['entries'][number] | undefined) =>
  entry && 'data' in entry ? entry.data : undefined;
