import type { SavedSearchState } from '@portal/contracts';
import { paths } from '../config/paths';

const stateKeys = ['search', 'sort', 'numbers'] as const;

/**
 * Router state of a search page opened from a saved search: its name, the fields it had that the
 * page no longer has (once the page has looked), and which pick it is, so a second pick of the same
 * page starts afresh.
 */
export type SavedSearchLinkState = { savedSearch: string; pick: number; missing?: string[] };

/** The search page's address holding a saved search's state. */
export function savedSearchHref(viewUuid: string, state: SavedSearchState): string {
  const params = new URLSearchParams();
  for (const key of stateKeys) {
    const value = state[key];
    if (value !== undefined) params.set(key, value);
  }
  const query = params.toString();
  return `${paths.searchView.getHref(viewUuid)}${query ? `?${query}` : ''}`;
}

export const savedSearchLinkState = (name: string): SavedSearchLinkState => ({
  savedSearch: name,
  pick: Date.now(),
});

export function readSavedSearchLinkState(state: unknown): SavedSearchLinkState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { savedSearch, pick } = state as Partial<SavedSearchLinkState>;
  return typeof savedSearch === 'string' && typeof pick === 'number'
    ? (state as SavedSearchLinkState)
    : undefined;
}

/** The page's own address state, as a saved search keeps it. */
export function addressState(address: URLSearchParams): SavedSearchState {
  const state: SavedSearchState = {};
  for (const key of stateKeys) {
    const value = address.get(key);
    if (value !== null) state[key] = value;
  }
  return state;
}
