import { freeTextField, type SearchView } from '@portal/contracts';
import { decodeSearchParam, encodeSearchParam, searchParamName } from './search-param';
import { decodeSort, numbersParamName, sortParamName } from './view-state-params';

/**
 * A saved search as the page can still ask it (DESIGN.md §7b): its text entries on fields the page
 * no longer has a text filter for, its sort on a column it no longer shows and its number filters
 * the page no longer has are left out, and named, so the page can say so. An exact entry asks the
 * data itself, not a filter of the page, and stays.
 */
export function fitSavedSearch(view: SearchView, address: URLSearchParams) {
  const { textFilters, columns, customFilters } = view.metacontent;
  const textFields = new Set(textFilters.map((filter) => filter.field));
  const fitted = new URLSearchParams(address);
  const missing = new Set<string>();

  const entries = decodeSearchParam(address.get(searchParamName)) ?? [];
  const kept = entries.filter((entry) => {
    const fits = entry.exact !== undefined || entry.field === freeTextField || textFields.has(entry.field);
    if (!fits) missing.add(entry.label || entry.field);
    return fits;
  });
  if (kept.length !== entries.length) {
    if (kept.length > 0) fitted.set(searchParamName, encodeSearchParam(kept));
    else fitted.delete(searchParamName);
  }

  const sort = decodeSort(address.get(sortParamName));
  if (sort && !columns.some((column) => column.value === sort.field)) {
    missing.add(sort.field);
    fitted.delete(sortParamName);
  }

  const numbers = address.get(numbersParamName);
  if (numbers) {
    try {
      const settings: unknown = JSON.parse(numbers);
      if (Array.isArray(settings)) {
        const known = new Set(customFilters.map((filter) => filter.field));
        const keep = settings.filter((setting) => {
          const field = typeof setting?.field === 'string' ? setting.field : '';
          if (!known.has(field)) missing.add(field);
          return known.has(field);
        });
        if (keep.length !== settings.length) fitted.set(numbersParamName, JSON.stringify(keep));
      }
    } catch {
      // An unreadable parameter is ignored by the page as it is (applyNumbers).
    }
  }
  return { address: fitted, missing: [...missing] };
}
