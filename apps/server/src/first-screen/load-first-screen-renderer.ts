import { pathToFileURL } from 'node:url';
import type { FirstScreenRenderer } from '@portal/contracts';

const loaded = new Map<string, Promise<FirstScreenRenderer>>();

/**
 * The web app's renderer of first screens (apps/web/dist-server, built with the web app), imported
 * once per process: it brings React, the router and the app's components into the server.
 */
export function loadFirstScreenRenderer(path: string): Promise<FirstScreenRenderer> {
  let renderer = loaded.get(path);
  if (!renderer) {
    renderer = import(pathToFileURL(path).href) as Promise<FirstScreenRenderer>;
    loaded.set(path, renderer);
  }
  return renderer;
}
