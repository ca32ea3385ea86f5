import { freeTextField, limits, type SortDirection } from '@portal/contracts';
import type { CustomFilter, ExactValue, SortState, TextEntry } from '../types';
import { chosenValues } from './exact-filter';
import { toNumber } from './number-filter';

/** What the screen asks of its list endpoint, apart from the page. */
export type SearchQuery = {
  entries: readonly TextEntry[];
  sort: SortState;
  customFilters: readonly CustomFilter[];
  /** The view's text filter fields: what a free-text entry searches. */
  textFilterFields: readonly string[];
};

export type SearchParams = {
  textSearch: { fields: string[]; values: string[] };
  /** Exact entries (DESIGN.md §7c): rows whose field equals the value. */
  filters?: Array<{ field: string; value: ExactValue }>;
  freeTextFields?: string[];
  customFilters: CustomFilter[];
  orderBy?: string;
  sort?: SortDirection;
};

/**
 * The custom filters as they count: a visible filter with a value, its upper bound only with the range
 * on; an 'Exact' filter (DESIGN.md §7d) with the values chosen.
 */
export function countedFilters(filters: readonly CustomFilter[]): CustomFilter[] {
  const counted: CustomFilter[] = [];
  for (const filter of filters) {
    if (!filter.isVisible) continue;
    if (filter.type === 'Exact') {
      const values = chosenValues(filter);
      if (values.length > 0)
        counted.push({
          field: filter.field,
          label: filter.label,
          type: 'Exact',
          values,
          isVisible: true,
          isVisibleRange: false,
        });
      continue;
    }
    const value = toNumber(filter.value);
    const valueRange = filter.isVisibleRange ? toNumber(filter.valueRange) : null;
    if (value === null && valueRange === null) continue;
    counted.push({
      field: filter.field,
      label: filter.label,
      type: filter.type,
      value,
      valueRange,
      isVisible: true,
      isVisibleRange: Boolean(filter.isVisibleRange),
    });
  }
  return counted;
}

/**
 * The proxy `params` of a search page without the page itself (DESIGN.md §6). Only what changes the
 * answer goes in, so the same question always has the same params (and the same cache entry).
 */
export function buildSearchParams(query: SearchQuery): SearchParams {
  const entries = query.entries.filter((entry) => !entry.exact && entry.value.trim() !== '');
  const exact = query.entries.filter((entry) => entry.exact);
  const params: SearchParams = {
    textSearch: {
      fields: entries.map((entry) => entry.field),
      values: entries.map((entry) => entry.value.trim()),
    },
    customFilters: countedFilters(query.customFilters),
  };
  // Only when there are some: a page without exact entries asks exactly as before (same cache entry).
  if (exact.length > 0)
    params.filters = exact.map((entry) => ({ field: entry.field, value: entry.exact?.value ?? entry.value }));
  if (entries.some((entry) => entry.field === freeTextField)) {
    params.freeTextFields = [...new Set(query.textFilterFields.filter((field) => field !== freeTextField))];
  }
  if (query.sort) {
    params.orderBy = query.sort.field;
    params.sort = query.sort.direction;
  }
  return params;
}

/** One page of a search: the params plus offset and the default page size. */
export function withPage(params: SearchParams, offset: number) {
  return { offset, limit: limits.defaultPageSize, ...params };
}
