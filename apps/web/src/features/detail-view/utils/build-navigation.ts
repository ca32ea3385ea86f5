import { freeTextField, type Navigation } from '@portal/contracts';
import { paths } from '../../../config/paths';
import { isMissing } from '../engine/read-field';

/** Reads `field` of `dataset` where the link is (a panel's record, or a list row for its own dataset). */
export type ReadValue = (dataset: string | undefined, field: string) => unknown;

export type SearchEntry = { label: string; field: string; value: string };
export type TextFilterOption = { field: string; label: string };

/** /user/detail/{uuid}?vars={JSON}: each destination variable from its bound value; undefined when one is missing. */
export function detailHrefOf(navigation: Navigation, readValue: ReadValue): string | undefined {
  if (navigation.destinationType !== 'detail' || !navigation.destination) return undefined;
  // Entries, not assignments: a variable named __proto__ stays a variable.
  const entries: Array<[string, unknown]> = [];
  for (const variable of navigation.variables ?? []) {
    const value = readValue(variable.dataset, variable.value);
    if (isMissing(value)) return undefined;
    entries.push([variable.field, value]);
  }
  const vars = Object.fromEntries(entries);
  return `${paths.detailView.getHref(navigation.destination)}?vars=${encodeURIComponent(JSON.stringify(vars))}`;
}

/**
 * DESIGN.md §7a: the search entry a search navigation opens with — the destination's text filter on
 * a field of that name when it has one, free text otherwise. null: the navigation names no value, so
 * the search opens unfiltered; undefined: the value is missing, so the link is inert.
 */
export function searchEntryOf(
  navigation: Navigation,
  readValue: ReadValue,
  textFilters: readonly TextFilterOption[] = [],
): SearchEntry | null | undefined {
  if (!navigation.field) return null;
  const value = readValue(navigation.dataset, navigation.field);
  if (isMissing(value)) return undefined;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const filter = textFilters.find((option) => option.field === navigation.field);
  if (filter) return { label: filter.label || filter.field, field: filter.field, value: text };
  return { label: freeTextField, field: freeTextField, value: text };
}

/** /user/search/{uuid}?search=[{label, field, value}] (no parameter when there is no entry). */
export function searchHrefOf(destination: string, entry: SearchEntry | null): string {
  const base = paths.searchView.getHref(destination);
  return entry ? `${base}?search=${encodeURIComponent(JSON.stringify([entry]))}` : base;
}

/** Where a navigation leads as far as the page alone knows it (search: the free-text form). */
export function hrefOf(navigation: Navigation | undefined, readValue: ReadValue): string | undefined {
  if (!navigation?.destination) return undefined;
  if (navigation.destinationType === 'detail') return detailHrefOf(navigation, readValue);
  const entry = searchEntryOf(navigation, readValue);
  return entry === undefined ? undefined : searchHrefOf(navigation.destination, entry);
}
