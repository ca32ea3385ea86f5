import { StrictMode } from 'react';
import type { Handover } from '../lib/public-navigation';
import { queryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { sessionQueryOptions } from '../lib/session';
import { App } from './app';
import { appRoot, hydrateAppRoot } from './app-root';
import { takeFirstScreen } from './first-screen/hydrate-first-screen';
import { router } from './router';
import { firstScreenLoaded, preloadFirstScreen } from './routes';

// The signed-in app's start: the router, TanStack Query and the app's providers, one chunk apart from
// the entry (main.tsx) so the public pages never download them (app/public-app).

/** Starts the download of the screen at `pathname` and what asks ahead for its data. */
function startFirstScreen(location: Pick<Location, 'pathname' | 'search'>) {
  const signedInApp = preloadFirstScreen(location.pathname);
  if (signedInApp)
    signedInApp.then(
      (app) => app.fetchAhead(queryClient, location),
      () => {},
    );
  else void queryClient.prefetchQuery(sessionQueryOptions);
}

/**
 * Shows the signed-in app in the page's root: at the address bar's address on a first load, or at
 * `handover.to` when the public app hands over (after a sign-in, with the user it signed in).
 */
export async function mountSignedInApp(handover?: Handover): Promise<void> {
  // The page came with its first screen and the answers it shows: once every screen it draws is in,
  // React takes over the HTML as it stands (nothing is asked ahead: the answers are here).
  if (!handover && takeFirstScreen(queryClient)) {
    await firstScreenLoaded(window.location.pathname);
    hydrateAppRoot(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  if (handover) {
    if (handover.user) queryClient.setQueryData(queryKeys.session(), handover.user);
    startFirstScreen(new URL(handover.to, window.location.href));
    await router.navigate(handover.to, { replace: true, state: handover.state });
  } else {
    startFirstScreen(window.location);
  }
  appRoot().render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
