// First: zod must not probe for eval, which the portal's CSP forbids (see parse-without-eval).
import './app/parse-without-eval';
import './app/styles/base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchAhead } from './app/fetch-ahead';
import { navigationAhead } from './app/navigation-ahead';
import { preloadDetailScreen } from './app/router';
import { setNavigationAhead } from './lib/navigation-ahead';
import { queryClient } from './lib/query-client';

fetchAhead(queryClient, window.location);
setNavigationAhead(navigationAhead(queryClient, preloadDetailScreen));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
