import { useRef } from 'react';

export type Keyed<T> = { key: string; item: T };

let sequence = 0;
const nextKey = () => {
  sequence += 1;
  return `item-${sequence}`;
};

/**
 * Stable keys for a list whose items have no identity of their own (contextual elements, fields), so
 * a sortable list can move them. Keys follow a reorder or a removal; any other change of length
 * starts them afresh.
 */
export function useKeyedList<T>(items: readonly T[]) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== items.length) keys.current = items.map(nextKey);
  const keyed: Keyed<T>[] = items.map((item, index) => ({ key: keys.current[index], item }));
  return {
    keyed,
    /** The items in the order of the moved keyed list. */
    reorder: (next: readonly Keyed<T>[]): T[] => {
      keys.current = next.map((entry) => entry.key);
      return next.map((entry) => entry.item);
    },
    /** The items without the one at `index`. */
    remove: (index: number): T[] => {
      keys.current = keys.current.filter((_, at) => at !== index);
      return items.filter((_, at) => at !== index);
    },
  };
}
