// The signed-in app, one chunk loaded apart from the entry (vite.config.ts): its layout, menus and a
// plain user's first screen. The sign-in page never downloads it; a signed-in page's early script
// asks for it beside the entry (build/early-script-plugin). Nothing here runs on import: the other
// public forms may share a package module bundled in its chunk.
import { setNavigationAhead } from '../lib/navigation-ahead';
import { queryClient } from '../lib/query-client';
import { setToastHostLoader } from '../lib/toasts';
import { navigationAhead } from './navigation-ahead';
import { loadToastHost } from './provider';
import { preloadDetailScreen } from './routes';

export { fetchAhead } from './fetch-ahead';
export { ProtectedLayout } from './layouts/protected-layout';
export { default as SearchViewRoute } from './routes/user/search-view';

let started = false;

/** Readies what the signed-in screens rely on; the router calls it once this module is in. */
export function startSignedInApp(): void {
  if (started) return;
  started = true;
  // Links on signed-in screens ready their destination ahead of a click (lib/navigation-ahead).
  setNavigationAhead(navigationAhead(queryClient, preloadDetailScreen));
  // Toasts are a signed-in screen's: the public pages never load their host (app/provider), and a
  // signed-in page loads it with its first toast.
  setToastHostLoader(() => {
    loadToastHost().catch(() => {});
  });
}
