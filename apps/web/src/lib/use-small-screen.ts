import { limits } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { renderedEnvironment } from './render-environment';

const smallScreenQuery = `(max-width: ${limits.smallScreenPx - 1}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(smallScreenQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const inBrowser = () => window.matchMedia(smallScreenQuery).matches;
/** The server's judgement, from the window it was told of (lib/render-environment). */
const asRendered = () => (renderedEnvironment()?.viewWidth ?? limits.smallScreenPx) < limits.smallScreenPx;

/**
 * Below SPEC.md's 700 px breakpoint; read at once so the first render already has the right layout
 * (the hydrating render has the one the server rendered, the next the browser's).
 */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, asRendered);
}
