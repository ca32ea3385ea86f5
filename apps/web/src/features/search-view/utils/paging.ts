import { limits } from '@portal/contracts';
import type { Row } from '../types';

/** The part of a list answer paging reads (SPEC.md §3 Data response). */
export type Page = {
  value: Row[];
  offset: number;
  limit?: number | null;
  totalResults?: number | null;
  hasMore?: boolean;
};

/** SPEC.md §4: the next offset is the answer's offset plus its limit, or plus 50 when it gives none. */
export function nextOffsetOf(page: Page): number {
  const limit = page.limit && page.limit > 0 ? page.limit : limits.defaultPageSize;
  return (page.offset ?? 0) + limit;
}

/** More rows exist when the answer says so or its total lies beyond this page; an empty page ends paging. */
export function hasMoreAfter(page: Page): boolean {
  if (page.value.length === 0) return false;
  if (page.hasMore) return true;
  return typeof page.totalResults === 'number' && nextOffsetOf(page) < page.totalResults;
}

/** The rows of one query; `key` names the query, so an answer to an older query is recognised and dropped. */
export type PagingState = {
  key: string;
  rows: Row[];
  total: number | null;
  nextOffset: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
};

export type PagingAction =
  | { type: 'start'; key: string }
  | { type: 'request'; key: string }
  | { type: 'page'; key: string; offset: number; page: Page }
  | { type: 'failure'; key: string; message: string };

export function initialPaging(key: string): PagingState {
  return { key, rows: [], total: null, nextOffset: 0, hasMore: true, loading: true, error: null };
}

export function pagingReducer(state: PagingState, action: PagingAction): PagingState {
  // Any filter, sort or source change is a new key: back to offset 0 with no rows.
  if (action.type === 'start') return initialPaging(action.key);
  // Answers of superseded queries are never shown.
  if (action.key !== state.key) return state;
  switch (action.type) {
    case 'request':
      return { ...state, loading: true, error: null };
    case 'page': {
      const { page } = action;
      return {
        ...state,
        // The first page replaces the rows; later pages are appended.
        rows: action.offset === 0 ? page.value : state.rows.concat(page.value),
        total: typeof page.totalResults === 'number' ? page.totalResults : null,
        nextOffset: nextOffsetOf(page),
        hasMore: hasMoreAfter(page),
        loading: false,
        error: null,
      };
    }
    case 'failure':
      // Loading stops on an error; scrolling does not retry it in a loop.
      return { ...state, loading: false, hasMore: false, error: action.message };
  }
}
