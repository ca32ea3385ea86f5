import type { ValueType } from '@portal/contracts';

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
// A number that names something (an id, a customer number) reads as it is, not as a quantity.
const identifier = /(^id$|Id$|_id$|^id_|Number$|_number$|Code$|^code$|^zip|postal)/;

/**
 * How a field's values read, judged from a sample of them: numbers, dates, dates with a time, or
 * text. Identifiers stay text, so '1026' never becomes '1,026'.
 */
export function inferValueType(field: string, values: readonly unknown[]): ValueType {
  const present = values.filter((value) => value !== null && value !== undefined && value !== '');
  if (present.length === 0) return 'text';
  if (present.every((value) => typeof value === 'number')) return identifier.test(field) ? 'text' : 'number';
  if (present.every((value) => typeof value === 'string' && calendarDate.test(value))) return 'datenotime';
  if (present.every((value) => typeof value === 'string' && dateTime.test(value))) return 'datewithtime';
  return 'text';
}

/** The value type of each field seen in the first rows. */
export function inferValueTypes(
  rows: readonly Record<string, unknown>[],
  sample = 50,
): Map<string, ValueType> {
  const values = new Map<string, unknown[]>();
  for (const row of rows.slice(0, sample)) {
    for (const [field, value] of Object.entries(row)) {
      if (value !== null && typeof value === 'object') continue;
      const seen = values.get(field);
      if (seen) seen.push(value);
      else values.set(field, [value]);
    }
  }
  return new Map([...values].map(([field, seen]) => [field, inferValueType(field, seen)]));
}
