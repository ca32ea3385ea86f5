import { limits } from '@portal/contracts';

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * An imported endpoint's name, unique among the server's endpoints ignoring case: the name itself
 * when free, else the name with " (2)", " (3)", … — the first free one, or the endpoint's current
 * name when it already is such a numbered copy (so that importing again renames nothing).
 * `taken` holds the keys of names in use; the chosen one is added.
 */
export function uniqueEndpointName(wanted: string, taken: Set<string>, current?: string): string {
  let chosen = wanted;
  if (taken.has(keyOf(wanted))) {
    const numbered = (count: number) => {
      const suffix = ` (${count})`;
      return `${wanted.slice(0, limits.shortText - suffix.length).trimEnd()}${suffix}`;
    };
    const copy = current === undefined ? null : / \((\d+)\)$/.exec(current);
    const keepsCurrent = copy !== null && numbered(Number(copy[1])) === current && !taken.has(keyOf(current));
    let count = 2;
    while (!keepsCurrent && taken.has(keyOf(numbered(count)))) count += 1;
    chosen = keepsCurrent && current ? current : numbered(count);
  }
  taken.add(keyOf(chosen));
  return chosen;
}
