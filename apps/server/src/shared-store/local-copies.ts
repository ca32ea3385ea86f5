import type { Generation } from './shared-store.ts';

export type LocalCopies<V> = {
  /** The copy under key, if it was made since its account last changed and is young enough. */
  get(key: string, generation: Generation): V | undefined;
  /** Keeps value, read after the generation was. */
  set(key: string, value: V, generation: Generation): void;
  /**
   * The copy under key whether current or not: for what never changes (whose session a token is).
   * Held, so that `current` then tells whether it may be served without looking the key up again.
   */
  peek(key: string): Held<V> | undefined;
  /**
   * The value of a copy `peek` gave in the same tick (so still the copy under key), if it is
   * current: `get` without a second lookup. Across an await, call `get`.
   */
  current(key: string, held: Held<V>, generation: Generation): V | undefined;
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

/** A copy as `peek` gives it: its value, and its stamp for `current`. */
export type Held<V> = { readonly value: V };

/**
 * In-process copies of database rows for the hot path, each stamped with the generation read
 * before the rows were: a committed change to an account moves its generation past every stamp, so
 * no copy outlives a change, while another account's changes leave it current.
 * Bounded: past maxEntries the oldest copy goes.
 */
export function createLocalCopies<V>(options: LocalCopiesOptions): LocalCopies<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  const current = (key: string, entry: Entry<V>, generation: Generation) => {
    if (entry.stamp < generation.since || now() - entry.madeAt > options.maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  };
  return {
    get(key, generation) {
      const entry = entries.get(key);
      return entry ? current(key, entry, generation) : undefined;
    },
    current: (key, held, generation) => current(key, held as Entry<V>, generation),
    set(key, value, generation) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, stamp: generation.now, madeAt: now() });
    },
    peek(key) {
      return entries.get(key);
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
