import { type DatasetParams, freeTextField, type Navigation } from '@portal/contracts';
import { paths } from '../../../config/paths';
import { humanizeField } from '../../../lib/humanize-field';
import { isMissing } from '../engine/read-field';

/** Reads `field` of `dataset` where the link is (a panel's record, or a list row for its own dataset). */
export type ReadValue = (dataset: string | undefined, field: string) => unknown;

/** A search page's entry; `exact` (DESIGN.md §7c) holds the value to match exactly, typed as read. */
export type SearchEntry = { label: string; field: string; value: string; exact?: ExactValue };
type ExactValue = string | number | boolean;
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

/** What a search navigation needs of its destination page: the fields it names and how it labels them. */
export type SearchDestination = {
  textFilters: readonly TextFilterOption[];
  columns?: readonly { value: string; label: string }[];
};

/** A list panel's own filter (DESIGN.md §7a `params`): its rows' `filterField` equals parentDataset.parentField. */
export type ListFilter = Pick<DatasetParams, 'filterField' | 'parentDataset' | 'parentField'>;

/** How the destination names a field: its text filter's label, its column's, or the field as people read it. */
function labelOf(field: string, destination: SearchDestination | undefined): string {
  const filter = destination?.textFilters.find((option) => option.field === field);
  if (filter?.label) return filter.label;
  const column = destination?.columns?.find((option) => option.value === field);
  return column?.label || humanizeField(field);
}

const knowsField = (field: string, destination: SearchDestination) =>
  destination.textFilters.some((option) => option.field === field) ||
  (destination.columns ?? []).some((column) => column.value === field);

/** Which field of the destination the entry filters, and where its value is read. */
function entrySource(navigation: Navigation, listFilter: ListFilter | undefined) {
  if (navigation.destinationField && navigation.field)
    return { field: navigation.destinationField, dataset: navigation.dataset, from: navigation.field };
  if (listFilter)
    return { field: listFilter.filterField, dataset: listFilter.parentDataset, from: listFilter.parentField };
  if (navigation.field)
    return { field: navigation.field, dataset: navigation.dataset, from: navigation.field };
  return undefined;
}

/**
 * DESIGN.md §7c: the search entry a search navigation opens with — an exact match, so the search page
 * shows the rows the panel showed: on the destination field the designer chose; else, for a list
 * panel's 'Go to search view', on the list's own filter field with its parent value; else on the field
 * of the same name. A navigation saved before §7c whose field the destination does not know keeps
 * the free-text "contains" it had (§7a). null: the navigation names no value, so the search opens
 * unfiltered; undefined: the value is missing, so the link is inert.
 */
export function searchEntryOf(
  navigation: Navigation,
  readValue: ReadValue,
  destination?: SearchDestination,
  listFilter?: ListFilter,
): SearchEntry | null | undefined {
  const source = entrySource(navigation, listFilter);
  if (!source) return null;
  const value = readValue(source.dataset, source.from);
  if (isMissing(value)) return undefined;
  const exact = typeof value === 'object' ? JSON.stringify(value) : (value as ExactValue);
  const text = String(exact);
  const chosen = Boolean(navigation.destinationField && navigation.field) || listFilter !== undefined;
  if (!chosen && destination && !knowsField(source.field, destination))
    return { label: freeTextField, field: freeTextField, value: text };
  return { label: labelOf(source.field, destination), field: source.field, value: text, exact };
}

/** /user/search/{uuid}?search=[{label, field, value, exact}] (no parameter when there is no entry). */
export function searchHrefOf(destination: string, entry: SearchEntry | null): string {
  const base = paths.searchView.getHref(destination);
  if (!entry) return base;
  const { label, field, value, exact } = entry;
  const wire = exact === undefined ? { label, field, value } : { label, field, value: exact, exact: true };
  return `${base}?search=${encodeURIComponent(JSON.stringify([wire]))}`;
}

/** Where a navigation leads as far as the page alone knows it (search: labelled without the destination). */
export function hrefOf(
  navigation: Navigation | undefined,
  readValue: ReadValue,
  listFilter?: ListFilter,
): string | undefined {
  if (!navigation?.destination) return undefined;
  if (navigation.destinationType === 'detail') return detailHrefOf(navigation, readValue);
  const entry = searchEntryOf(navigation, readValue, undefined, listFilter);
  return entry === undefined ? undefined : searchHrefOf(navigation.destination, entry);
}
