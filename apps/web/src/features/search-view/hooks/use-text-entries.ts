import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TextEntry } from '../types';
import { decodeSearchParam, encodeSearchParam, searchParamName } from '../utils/search-param';

function restoreEntries(raw: string | null): TextEntry[] {
  const entries = decodeSearchParam(raw);
  if (entries !== undefined) return entries;
  // SPEC.md §8: an undecodable search parameter is only logged, and the filters are ignored.
  console.error(`Ignoring the search parameter, it is not a list of text filters: ${raw}`);
  return [];
}

/** The active text filters, first restored from the `search` parameter of the address. */
export function useTextEntries() {
  const [searchParams] = useSearchParams();
  return useState(() => restoreEntries(searchParams.get(searchParamName)));
}

/**
 * Keeps the `search` parameter in step with the active text filters, replacing the history entry;
 * it goes once no filters remain and loading has finished.
 */
export function useSearchParamSync(entries: readonly TextEntry[], loading: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.get(searchParamName);

  useEffect(() => {
    const wanted = entries.length > 0 ? encodeSearchParam(entries) : null;
    if (wanted === current || (wanted === null && loading)) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (wanted === null) next.delete(searchParamName);
        else next.set(searchParamName, wanted);
        return next;
      },
      { replace: true },
    );
  }, [entries, loading, current, setSearchParams]);
}
