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
 * What a first screen's loading came to: whether every answer it shows came within the wait, and,
 * when not, `rest`: true once the answers still coming have come, false when the hold is over first
 * (or nothing is coming). Answers that come before `rest` settles are kept too.
 */
export type Loading = { whole: boolean; rest: Promise<boolean> };

/** A loading with nothing still coming. */
export const settled = (whole: boolean): Loading => ({ whole, rest: Promise.resolve(false) });

/** Settles after `ms`. */
export function waitFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How many times the wait a chain that keeps answering may hold the page in all. */
export const progressingWaitTimes = 3;

/**
 * A wait that a chain's progress extends: over once `idleMs` pass without an answer (`progressed`),
 * or `progressingWaitTimes` x `idleMs` after it began, whichever comes first. On a busy machine a
 * detail page's levels come later than on a quiet one, yet one after the other: the page then comes
 * whole, rather than leaving the last level to the browser, which would ask for it only once the
 * app's code has run.
 */
export function progressingWait(idleMs: number): { deadline: Promise<void>; progressed: () => void } {
  let idle: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  let end: () => void = () => {};
  const deadline = new Promise<void>((resolve) => {
    end = () => {
      over = true;
      clearTimeout(idle);
      clearTimeout(cap);
      resolve();
    };
  });
  const cap = setTimeout(end, progressingWaitTimes * idleMs);
  const progressed = () => {
    if (over) return;
    clearTimeout(idle);
    idle = setTimeout(end, idleMs);
  };
  progressed();
  return { deadline, progressed };
}
