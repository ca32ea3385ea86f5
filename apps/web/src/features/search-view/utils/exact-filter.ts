import type { CustomFilter, ExactValue, Row } from '../types';

// An 'Exact' custom filter (DESIGN.md §7d): the rows whose field equals one of the chosen values.

/** The most values a filter offers from the rows: a field with more is not a list to pick from. */
export const maxOfferedValues = 100;

const isOffered = (value: unknown): value is ExactValue =>
  typeof value === 'string' ? value.trim() !== '' : typeof value === 'number' || typeof value === 'boolean';

/** The filter's chosen values, blanks left out. */
export const chosenValues = (filter: CustomFilter): ExactValue[] => (filter.values ?? []).filter(isOffered);

/** Choosing values turns the filter on; choosing none turns it off. */
export function chooseValues(filter: CustomFilter, values: readonly ExactValue[]): CustomFilter {
  return { ...filter, values: [...values], isVisible: values.length > 0 };
}

/** A value as a picker holds it (text), to be read back with `offeredValues`' map. */
export const valueKey = (value: ExactValue) => String(value);

/**
 * The values a person can pick, by their key: the document's (saved on the filter as `options`, in
 * its order), else the distinct values of the loaded rows and of those `seen` before, sorted (rows
 * narrowed by this very filter still offer the values it left out); the chosen ones always, so a
 * choice read from the address stays shown.
 */
export function offeredValues(
  filter: CustomFilter,
  rows: readonly Row[],
  seen: readonly ExactValue[] = [],
): Map<string, ExactValue> {
  const offered = new Map<string, ExactValue>();
  const add = (value: unknown) => {
    if (isOffered(value) && !offered.has(valueKey(value))) offered.set(valueKey(value), value);
  };
  if (filter.options && filter.options.length > 0) {
    for (const value of filter.options) add(value);
  } else {
    const found: ExactValue[] = [];
    const keys = new Set<string>();
    for (const value of [...seen, ...rows.map((row) => row[filter.field])]) {
      if (!isOffered(value) || keys.has(valueKey(value))) continue;
      keys.add(valueKey(value));
      found.push(value);
      if (found.length >= maxOfferedValues) break;
    }
    found.sort((a, b) => valueKey(a).localeCompare(valueKey(b), undefined, { numeric: true }));
    for (const value of found) add(value);
  }
  for (const value of chosenValues(filter)) add(value);
  return offered;
}
