import type { SessionUser } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { isSignedInPath } from '../config/paths';

// The public pages' navigation (app/public-app): the address bar and its history, without a router,
// so the sign-in page stays light. An address of a signed-in screen is handed over to the signed-in
// app with the user just signed in, if any, and the router's state for it (e.g. a notice for Home).

export type Handover = { to: string; user?: SessionUser; state?: unknown };

let handOver: ((handover: Handover) => void) | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function onPopState() {
  const { pathname, search, hash } = window.location;
  if (handOver && isSignedInPath(pathname)) handOver({ to: pathname + search + hash });
  else notify();
}

/** From now on the public app owns the address bar; `to` takes over for a signed-in screen. */
export function startPublicNavigation(to: (handover: Handover) => void): void {
  handOver = to;
  window.addEventListener('popstate', onPopState);
}

/** The signed-in app owns the address bar again. */
export function stopPublicNavigation(): void {
  handOver = undefined;
  window.removeEventListener('popstate', onPopState);
}

/** Goes to `href`: a public page in place, a signed-in screen by handing over. */
export function navigatePublic(
  href: string,
  options: { replace?: boolean; user?: SessionUser; state?: unknown } = {},
): void {
  const url = new URL(href, window.location.href);
  const to = url.pathname + url.search + url.hash;
  if (handOver && isSignedInPath(url.pathname)) {
    handOver({ to, user: options.user, state: options.state });
    return;
  }
  // A public page reads what it was handed in history.state (the activated e-mail, for sign-in).
  const state = options.state ?? null;
  if (options.replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  window.scrollTo(0, 0);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentPathname = () => window.location.pathname;

/** The address bar's path, rendering again when a public navigation changes it. */
export function usePublicPathname(): string {
  return useSyncExternalStore(subscribe, currentPathname, currentPathname);
}
