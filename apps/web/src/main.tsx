// First: zod must not probe for eval, which the portal's CSP forbids (see parse-without-eval).
import './app/parse-without-eval';
import './app/styles/base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { queryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';

// A signed-in page's code is asked for before the first render, not when that render reaches it;
// with it comes what asks ahead for the page's data (app/fetch-ahead, beside the early script's
// requests). A public page only needs to know whether someone is signed in.
const signedInApp = preloadFirstScreen(window.location.pathname);
if (signedInApp)
  signedInApp.then(
    (app) => app.fetchAhead(queryClient, window.location),
    () => {},
  );
else void queryClient.prefetchQuery(sessionQueryOptions);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
