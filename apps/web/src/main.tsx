// First: zod must not probe for eval, which the portal's CSP forbids (see parse-without-eval).
import './app/parse-without-eval';
import './app/styles/base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchAhead } from './app/fetch-ahead';
import { queryClient } from './lib/query-client';

fetchAhead(queryClient, window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
