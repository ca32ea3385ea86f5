import type { DisplayEnvironment } from '@portal/contracts';
import { useSyncExternalStore } from 'react';

// The display the page's HTML was rendered for (DESIGN.md §9, B6: the first screen comes with the
// HTML): on the server, the request's, set around each render; in the browser, the one the server
// wrote into the HTML, kept for the life of the page (app/first-screen). Undefined when the server
// rendered nothing: the app then reads the browser alone.
let rendered: DisplayEnvironment | undefined;

export function setRenderedEnvironment(environment: DisplayEnvironment | undefined): void {
  rendered = environment;
}

export const renderedEnvironment = (): DisplayEnvironment | undefined => rendered;

const neverChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while the server renders and while the browser hydrates what it rendered, true otherwise
 * (at once on a page the browser renders alone). What only the browser knows (a measured text, a
 * width kept in this browser) is shown once it is true, so the hydrating render matches the HTML and
 * React renders again with the browser's values right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, onServer);
}
