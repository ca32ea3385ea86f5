import { ownValue } from '@portal/contracts';

/** A loaded record: whatever object the data server sent. */
export type Row = Record<string, unknown>;

export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field of a record; a dotted name reaches into nested objects when no key has that exact name.
 * Own keys only: a field named `constructor` or `__proto__` is no inherited member of the record.
 */
export function readField(row: Row | null | undefined, field: string): unknown {
  if (!row) return undefined;
  if (Object.hasOwn(row, field)) return row[field];
  if (!field.includes('.')) return undefined;
  let current: unknown = row;
  for (const part of field.split('.')) {
    if (!isRow(current)) return undefined;
    current = ownValue(current, part);
  }
  return current;
}

/** Nothing to send or show: no value, null or empty text. */
export const isMissing = (value: unknown) => value === undefined || value === null || value === '';
