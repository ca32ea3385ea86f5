import { type ComponentType, createElement, type ReactNode, useSyncExternalStore } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A screen loaded on first use, like React.lazy, that can also be asked for ahead of time. Until its
 * code is in it renders `waiting` (a loader) as a plain render, not a Suspense fallback: React holds
 * back the reveal of content that replaces a fallback for up to 300 ms, which a first screen whose
 * data is already there would otherwise spend waiting. A failed download is thrown for the error
 * boundary to explain.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>, waiting: ReactNode = null) {
  let pending: Promise<Module<P>> | undefined;
  // Replaced, never changed in place: a new state is what tells React to render again.
  let state: { Screen?: ComponentType<P>; failure?: { error: unknown } } = {};
  const listeners = new Set<() => void>();
  const settle = (next: typeof state) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const preload = () => {
    pending ??= load().then(
      (module) => {
        settle({ Screen: module.default });
        return module;
      },
      (error: unknown) => {
        settle({ failure: { error } });
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    preload().catch(() => {});
    return () => listeners.delete(listener);
  };
  const current = () => state;

  function Preloadable(props: P) {
    const { Screen, failure } = useSyncExternalStore(subscribe, current, current);
    if (failure) throw failure.error;
    return Screen ? createElement(Screen, props) : waiting;
  }
  return { Component: Preloadable, preload };
}
