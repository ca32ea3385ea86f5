import type { FirstScreenEntry } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Keeps one answer of the first render under its query key, for the render and for the HTML. */
export type Keep = (key: readonly unknown[], data: unknown) => void;

/** A keeper that fills `client` and lists what it kept. */
export function keeperOf(client: QueryClient): { keep: Keep; entries: FirstScreenEntry[] } {
  const entries: FirstScreenEntry[] = [];
  return {
    entries,
    keep: (key, data) => {
      client.setQueryData(key, data);
      entries.push({ key, data });
    },
  };
}

/**
 * The answer, or undefined once the wait is over or when the work fails: what the first render does
 * not have, the browser asks for itself (a call still running goes on, and the browser's joins it).
 */
export function withinWait<T>(work: Promise<T>, deadline: Promise<void>): Promise<T | undefined> {
  return Promise.race([work.catch(() => undefined), deadline.then(() => undefined)]);
}

/** Settles after `ms`. */
export function waitFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
