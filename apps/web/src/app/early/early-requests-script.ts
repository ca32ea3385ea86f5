// The page's first script: a few KB, loaded `async` from the HTML head, so it runs while the app's
// code is still downloading. It sends the requests the first screen will make (the session check;
// on a search page also its view and then its first rows) and leaves their answers to the app
// (lib/early-requests.ts), which would otherwise send them only once all of its code has arrived
// and run. It shows nothing and decides nothing: the app reads every answer as if it had asked.
import { displayCookie, displayCookieValue, firstScreenMarks, type View } from '@portal/contracts';
import { isPathOf, isSignedInPath, paths } from '../../config/paths';
import { searchPageRequest } from '../../features/search-view/api/fetch-search-page';
import { withPage } from '../../features/search-view/utils/build-proxy-params';
import { firstSearchParams } from '../../features/search-view/utils/initial-view-state';
import { buildRequestInit, type HttpMethod, pathOf } from '../../lib/api-request';
import { sendEarly } from '../../lib/early-requests';
import { mayBeSignedIn } from '../../lib/signed-in-hint';
import { startEntryAfterPaint } from './start-entry-after-paint';

/** The uuid of a search page's address, read as the router reads it. */
function searchViewUuid(pathname: string): string | undefined {
  const pattern = new RegExp(`^${paths.searchView.path.replace(':uuid', '([^/]+)')}/?$`, 'i');
  const segment = pattern.exec(pathname)?.[1];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The code of the page's first screen, asked for beside the entry instead of once the entry has run:
 * the signed-in app's start and the app on a signed-in page (and a detail page's screen on one), the
 * public app on any other. The build lists each one's files on this script's tag (data-public,
 * data-shell, data-app, data-detail); the app's own imports then find them loaded. A page drawn by
 * the server has its stylesheets already: only its scripts are asked for then.
 */
function preloadFirstScreen(files: DOMStringMap, pathname: string, scriptsOnly = false) {
  const keys = isSignedInPath(pathname)
    ? isPathOf(paths.detailView.path, pathname)
      ? ['shell', 'app', 'detail']
      : ['shell', 'app']
    : ['public'];
  const hrefs = new Set(keys.flatMap((key) => files[key]?.split(' ') ?? []));
  for (const href of hrefs) {
    if (!href || (scriptsOnly && href.endsWith('.css'))) continue;
    const link = document.createElement('link');
    link.href = href;
    // Asked for as the app asks for them (crossorigin, like the entry's tags and Vite's own links),
    // so the app's request finds this download instead of fetching the file again.
    link.crossOrigin = '';
    if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    document.head.append(link);
  }
}

/**
 * Tells the next server render of a page (apps/server/src/first-screen) the window's size and time
 * zone, so it draws what this browser would: a phone's columns, the rows in view, times as here.
 * Only the next page reads it, so it waits until this one is painted: a page's first time zone
 * lookup loads the browser's time zone data (about 20 ms in Chromium on a desktop, traced in B6).
 */
function tellDisplay() {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const value = displayCookieValue(window.innerWidth, window.innerHeight, timeZone);
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in some browsers
  document.cookie = `${displayCookie}=${value}; path=/; max-age=31536000; samesite=lax${secure}`;
}

// A page that came with its first screen (the server drew it) has its answers and its stylesheets:
// its code is asked for, and its entry started, once the screen is painted.
const firstScreenCame = document.querySelector(`meta[name="${firstScreenMarks.meta}"]`) !== null;
const tag = document.currentScript;
if (tag && !firstScreenCame) preloadFirstScreen(tag.dataset, window.location.pathname);
if (firstScreenCame)
  startEntryAfterPaint(() => tag && preloadFirstScreen(tag.dataset, window.location.pathname, true));

sendEarly(async (keep) => {
  if (firstScreenCame) return;
  const send = (method: HttpMethod, path: string, body?: unknown) => {
    const response = fetch(path, buildRequestInit(method, body));
    keep(method, path, body, response);
    return response;
  };
  // A visitor without a session is not asked: the 401 would show as an error in the console.
  if (!mayBeSignedIn()) return;
  send('POST', pathOf('/api/vt'));
  const uuid = searchViewUuid(window.location.pathname);
  if (!uuid) return;
  const response = await send('GET', pathOf('/api/views/{id}', { id: uuid }));
  const view = response.ok ? ((await response.clone().json()) as View) : undefined;
  if (view?.type !== 'search') return;
  // Whatever fails here, the app asks again itself and says what went wrong.
  const params = firstSearchParams(view, new URLSearchParams(window.location.search));
  send(
    'POST',
    pathOf('/api/proxy'),
    searchPageRequest(view.uuid, view.metadata.endpoint, withPage(params, 0)),
  );
});

// A page's first number formatter loads the locale's data (10-30 ms in Chromium; later ones cost
// nothing). Done here, after the first frame, while the main thread waits for the app's code, it is
// not spent in the first render, which shows the record count formatted.
requestAnimationFrame(() =>
  setTimeout(() => {
    tellDisplay();
    new Intl.NumberFormat(navigator.language).format(0);
  }),
);
