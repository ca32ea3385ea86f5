import type { SortState } from '../types';

/** SPEC.md §4: a new column sorts ascending, a second click descending, a third clears the sort. */
export function nextSort(current: SortState, field: string): SortState {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  if (current.direction === 'asc') return { field, direction: 'desc' };
  return null;
}

/** The aria-sort value of a column header. */
export function ariaSortOf(current: SortState, field: string): 'ascending' | 'descending' | 'none' {
  if (!current || current.field !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
