import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CustomFilter, SortState, TextEntry } from '../types';
import { encodeSearchParam, searchParamName } from '../utils/search-param';
import { encodeNumbers, encodeSort, numbersParamName, sortParamName } from '../utils/view-state-params';

type ViewUrlState = {
  entries: readonly TextEntry[];
  sort: SortState;
  customFilters: readonly CustomFilter[];
  savedCustomFilters: readonly CustomFilter[];
  loading: boolean;
};

/**
 * Keeps the address in step with the page, replacing the history entry: `search` for the text
 * filters (SPEC.md: it goes once no filters remain and loading has finished), `sort`, and `numbers`
 * for number filters that differ from the saved view. Back and Reload then find the page as it was.
 */
export function useViewUrlState({ entries, sort, customFilters, savedCustomFilters, loading }: ViewUrlState) {
  const [searchParams, setSearchParams] = useSearchParams();
  const currentSearch = searchParams.get(searchParamName);
  const search = entries.length > 0 ? encodeSearchParam(entries) : null;
  const wanted: Record<string, string | null> = {
    [searchParamName]: search === null && loading ? currentSearch : search,
    [sortParamName]: encodeSort(sort),
    [numbersParamName]: encodeNumbers(customFilters, savedCustomFilters),
  };
  const changed = Object.entries(wanted).some(([name, value]) => searchParams.get(name) !== value);
  const wantedText = JSON.stringify(wanted);

  useEffect(() => {
    if (!changed) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(JSON.parse(wantedText) as Record<string, string | null>)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  }, [changed, wantedText, setSearchParams]);
}
