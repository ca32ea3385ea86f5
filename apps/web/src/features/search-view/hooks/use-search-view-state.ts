import { type SearchView, timings } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CustomFilter, SortState, TextEntry } from '../types';
import { buildSearchParams, countedFilters } from '../utils/build-proxy-params';
import { initialViewState } from '../utils/initial-view-state';
import { turnedOff } from '../utils/view-state-params';
import { useDebounced } from './use-debounced';
import { useDesignMode } from './use-design-mode';
import { useSearchRows } from './use-search-rows';
import { useViewUrlState } from './use-view-url-state';

/**
 * A search page's state: the view (as designed), its text filters, sort and number filters (from
 * and kept in the address), the question they make and the rows that answer it.
 */
export function useSearchViewState(view: SearchView) {
  const [address] = useSearchParams();
  const [initial] = useState(() => initialViewState(view, address));
  const design = useDesignMode(view, initial.customFilters);
  const { metacontent } = design.content;
  const [entries, setEntries] = useState<TextEntry[]>(initial.entries);
  const [sort, setSort] = useState<SortState>(initial.sort);
  // SPEC.md §4: the reload waits 2 s after a custom filter change; meanwhile the screen says so.
  // Only a change of what the filters ask counts: a filter switched on without a value asks nothing.
  const askedFilters = JSON.stringify(countedFilters(metacontent.customFilters));
  const [queriedKey, settleKey] = useDebounced(askedFilters, timings.customFilterReloadMs);
  const queriedFilters = useMemo(() => JSON.parse(queriedKey) as CustomFilter[], [queriedKey]);
  const textFilterFields = metacontent.textFilters.map((filter) => filter.field).join('\n');

  const params = useMemo(
    () =>
      buildSearchParams({
        entries,
        sort,
        customFilters: queriedFilters,
        textFilterFields: textFilterFields ? textFilterFields.split('\n') : [],
      }),
    [entries, sort, queriedFilters, textFilterFields],
  );
  const results = useSearchRows(view.uuid, design.metadata.endpoint, params);
  useViewUrlState({
    entries,
    sort,
    customFilters: metacontent.customFilters,
    savedCustomFilters: design.savedCustomFilters,
    loading: results.loading,
  });

  const setCustomFilters = (customFilters: CustomFilter[]) =>
    design.setContent((content) => ({ ...content, metacontent: { ...content.metacontent, customFilters } }));
  const filtersActive = entries.length > 0 || metacontent.customFilters.some((filter) => filter.isVisible);
  const clearFilters = () => {
    const cleared = metacontent.customFilters.map(turnedOff);
    setEntries([]);
    setCustomFilters(cleared);
    settleKey(JSON.stringify(countedFilters(cleared)));
  };

  return {
    design,
    entries,
    setEntries,
    sort,
    setSort,
    setCustomFilters,
    /** A number filter changed and its reload is still waiting. */
    filtersPending: queriedKey !== askedFilters,
    clearFilters: filtersActive ? clearFilters : undefined,
    /** The question the rows answer (what an export asks again, without the page). */
    params,
    results,
  };
}
