import type { Generation } from './shared-store.ts';

export type LocalCopies<V> = {
  /** The copy under key, if it was made since its account last changed and is young enough. */
  get(key: string, generation: Generation): V | undefined;
  /** Keeps value, read after the generation was. */
  set(key: string, value: V, generation: Generation): void;
  /** The copy under key whether current or not: for what never changes (whose session a token is). */
  peek(key: string): V | undefined;
  delete(key: string): void;
  readonly size: number;
};

export type LocalCopiesOptions = {
  maxEntries: number;
  /**
   * A copy is refreshed after this long whatever the generation says: a change made behind the
   * portal's back (an operator's SQL) shows within this time.
   */
  maxAgeMs: number;
  now?: () => number;
};

type Entry<V> = { value: V; stamp: number; madeAt: number };

/**
 * In-process copies of database rows for the hot path, each stamped with the generation read
 * before the rows were: a committed change to an account moves its generation past every stamp, so
 * no copy outlives a change, while another account's changes leave it current.
 * Bounded: past maxEntries the oldest copy goes.
 */
export function createLocalCopies<V>(options: LocalCopiesOptions): LocalCopies<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  return {
    get(key, generation) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.stamp < generation.since || now() - entry.madeAt > options.maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, generation) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, stamp: generation.now, madeAt: now() });
    },
    peek(key) {
      return entries.get(key)?.value;
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
