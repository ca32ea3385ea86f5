export type LocalCopies<V> = {
  /** The copy under key, if it was made under this generation and is young enough. */
  get(key: string, generation: number): V | undefined;
  set(key: string, value: V, generation: number): void;
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

type Entry<V> = { value: V; generation: number; madeAt: number };

/**
 * In-process copies of database rows for the hot path, each stamped with the generation read
 * before the rows were: any committed change bumps the generation, so no copy outlives a change.
 * Bounded: past maxEntries the oldest copy goes.
 */
export function createLocalCopies<V>(options: LocalCopiesOptions): LocalCopies<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  return {
    get(key, generation) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== generation || now() - entry.madeAt > options.maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, generation) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, generation, madeAt: now() });
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
