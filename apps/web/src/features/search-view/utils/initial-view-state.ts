import { freeTextField, type SearchView } from '@portal/contracts';
import type { CustomFilter, SortState, TextEntry } from '../types';
import { buildSearchParams, type SearchParams } from './build-proxy-params';
import { decodeSearchParam, searchParamName } from './search-param';
import { capabilitiesOf, entryAskable, sortsBy } from './server-capabilities';
import { applyNumbers, decodeSort, numbersParamName, sortParamName } from './view-state-params';

export type InitialViewState = { entries: TextEntry[]; sort: SortState; customFilters: CustomFilter[] };

/**
 * The address as the page can ask it (DESIGN.md §6c): a sort on a column it no longer shows is
 * dropped, and a "contains" entry on a field it has no text filter for searches as free text; an
 * exact entry (DESIGN.md §7c) stays on its field. What the page's server cannot write (DESIGN.md §6a:
 * sort, free text, "contains") is dropped too, so the page never asks what it would be refused.
 */
function withinView(view: SearchView, entries: TextEntry[], sort: SortState) {
  const textFields = new Set(textFilterFieldsOf(view));
  const columns = new Set(view.metacontent.columns.map((column) => column.value));
  const capabilities = capabilitiesOf(view);
  return {
    entries: entries
      .map((entry) =>
        // An exact entry names the field the link filters by (the server holds it to the page's links).
        entry.exact || entry.field === freeTextField || textFields.has(entry.field)
          ? entry
          : { label: freeTextField, field: freeTextField, value: entry.value },
      )
      .filter((entry) => entryAskable(entry, capabilities)),
    sort: sort && sortsBy(view, sort.field) && columns.has(sort.field) ? sort : null,
  };
}

/**
 * What a search page starts with: the view as saved, under the text filters, sort and number
 * filters of its address (so Back and Reload find the page as it was left).
 */
export function initialViewState(view: SearchView, address: URLSearchParams): InitialViewState {
  const raw = address.get(searchParamName);
  const entries = decodeSearchParam(raw);
  // SPEC.md §8: an undecodable search parameter is only logged, and the filters are ignored.
  if (entries === undefined)
    console.error(`Ignoring the search parameter, it is not a list of text filters: ${raw}`);
  return {
    ...withinView(view, entries ?? [], decodeSort(address.get(sortParamName))),
    customFilters: applyNumbers(view.metacontent.customFilters, address.get(numbersParamName)),
  };
}

export const textFilterFieldsOf = (view: Pick<SearchView, 'metacontent'>) =>
  view.metacontent.textFilters.map((filter) => filter.field);

/** The params of the page's first question, the same the screen asks, so a prefetched answer fits. */
export function firstSearchParams(view: SearchView, address: URLSearchParams): SearchParams {
  const state = initialViewState(view, address);
  return buildSearchParams({ ...state, textFilterFields: textFilterFieldsOf(view) });
}
