import { limits } from '@portal/contracts';

/** Names are compared ignoring case and the spaces around them. */
export const nameKey = (name: string) => name.trim().toLowerCase();
const keyOf = nameKey;

export type EndpointNames = {
  /**
   * An imported endpoint's name, unique among the server's endpoints ignoring case: the name itself
   * when free, else the name with " (2)", " (3)", … — the first free one, or the endpoint's current
   * name when it already is such a numbered copy (so that importing again renames nothing). The
   * chosen name is taken.
   */
  claim(wanted: string, current?: string): string;
};

/**
 * The names of a server's endpoints: `keys` holds the `nameKey` of each name in use, and each
 * claimed name is added to it. Each wanted name remembers the last number it probed, so a thousand
 * operations sharing one name take a thousand probes in all, not half a million: names are only
 * ever added, so a number once taken stays taken.
 */
export function endpointNames(keys: Set<string>): EndpointNames {
  const nextNumber = new Map<string, number>();
  return {
    claim(wanted, current) {
      let chosen = wanted;
      if (keys.has(keyOf(wanted))) {
        const numbered = (count: number) => {
          const suffix = ` (${count})`;
          return `${wanted.slice(0, limits.shortText - suffix.length).trimEnd()}${suffix}`;
        };
        const copy = current === undefined ? null : / \((\d+)\)$/.exec(current);
        const keepsCurrent =
          copy !== null && numbered(Number(copy[1])) === current && !keys.has(keyOf(current));
        if (keepsCurrent && current) chosen = current;
        else {
          let count = nextNumber.get(keyOf(wanted)) ?? 2;
          while (keys.has(keyOf(numbered(count)))) count += 1;
          nextNumber.set(keyOf(wanted), count + 1);
          chosen = numbered(count);
        }
      }
      keys.add(keyOf(chosen));
      return chosen;
    },
  };
}
