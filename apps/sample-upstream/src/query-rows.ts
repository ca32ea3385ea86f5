import type { Row } from './generate-data.ts';

/** A filter over rows, already parsed from whichever convention the request used. */
export type RowPredicate = (row: Row) => boolean;
export type SortKey = { field: string; direction: 'asc' | 'desc' };

// Our protocol's text search ignores case and accents: 'zurich' finds 'Zürich'.
const fold = (value: unknown) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('und');

/** Case- and accent-insensitive "contains". */
export const contains =
  (field: string, value: string): RowPredicate =>
  (row) =>
    fold(row[field]).includes(fold(value));

/** Free text: any of the fields (all fields when none are named) contains the value. */
export const containsAnywhere =
  (fields: string[], value: string): RowPredicate =>
  (row) =>
    (fields.length > 0 ? fields : Object.keys(row)).some((field) => fold(row[field]).includes(fold(value)));

export const numberBetween =
  (field: string, min: number | undefined, max: number | undefined): RowPredicate =>
  (row) => {
    const value = Number(row[field]);
    if (row[field] === null || row[field] === undefined || Number.isNaN(value)) return false;
    return (min === undefined || value >= min) && (max === undefined || value <= max);
  };

export const equalsText =
  (field: string, value: string): RowPredicate =>
  (row) =>
    row[field] !== null && row[field] !== undefined && String(row[field]) === value;

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  return String(a).localeCompare(String(b), 'en');
}

/** Filters, sorts (stable, then by id) and slices: the page and the total before slicing. */
export function queryRows(
  rows: Row[],
  query: { predicates: RowPredicate[]; sort: SortKey[]; offset: number; limit: number },
): { page: Row[]; total: number } {
  const matching = rows.filter((row) => query.predicates.every((predicate) => predicate(row)));
  if (query.sort.length > 0) {
    matching.sort((a, b) => {
      for (const key of query.sort) {
        const order = compare(a[key.field], b[key.field]);
        if (order !== 0) return key.direction === 'desc' ? -order : order;
      }
      return compare(a.id, b.id);
    });
  }
  return { page: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
}
