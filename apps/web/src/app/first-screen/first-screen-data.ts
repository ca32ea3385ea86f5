import { connectionRequiredCode, type FirstScreenEntry, type FirstScreenRefusal } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { refusalError, setQueryRefused } from '../../lib/refused-query';

/** Keeps one answer of the first render under its query key, for the render and for the HTML. */
export type Keep = (key: readonly unknown[], data: unknown) => void;
/** Keeps a refusal the page shows in place of an answer ('Connect to {server}'). */
export type KeepRefusal = (key: readonly unknown[], refusal: FirstScreenRefusal) => void;

/** A keeper that fills `client` and lists what it kept. */
export function keeperOf(client: QueryClient) {
  const entries: FirstScreenEntry[] = [];
  const keep: Keep = (key, data) => {
    client.setQueryData(key, data);
    entries.push({ key, data });
  };
  const keepRefusal: KeepRefusal = (key, refusal) => {
    setQueryRefused(client, key, refusalError(refusal));
    entries.push({ key, refusal });
  };
  return { entries, keep, keepRefusal };
}

/** The refusals a page shows in place of the data rather than leave to the browser to ask again. */
export const shownInstead = (refusal: FirstScreenRefusal) => refusal.code === connectionRequiredCode;

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
