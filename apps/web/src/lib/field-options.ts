import { plainText } from './format-value';

/** A field a designer can pick, with a value it holds in the loaded data. */
export type FieldOption = { field: string; sample?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The fields of loaded rows, in the order first seen, each with its first non-empty value: the
 * `known` fields first (those already in use), then the scalar fields of up to 50 rows. With
 * `nested`, a field holding an object also offers its scalar fields as 'field.inner'.
 */
export function fieldOptionsOf(
  rows: readonly unknown[],
  options: { known?: readonly string[]; nested?: boolean } = {},
): FieldOption[] {
  const samples = new Map<string, unknown>();
  for (const field of options.known ?? []) if (field) samples.set(field, undefined);
  const offer = (field: string, value: unknown) => {
    if (!samples.has(field) || isEmpty(samples.get(field))) samples.set(field, value);
  };
  for (const row of rows.slice(0, 50)) {
    if (!isObject(row)) continue;
    for (const [key, value] of Object.entries(row)) {
      if (!isObject(value) && !Array.isArray(value)) offer(key, value);
      else if (options.nested && isObject(value)) {
        for (const [inner, innerValue] of Object.entries(value))
          if (!isObject(innerValue) && !Array.isArray(innerValue)) offer(`${key}.${inner}`, innerValue);
      }
    }
  }
  return [...samples].map(([field, sample]) => (isEmpty(sample) ? { field } : { field, sample }));
}

/** A sample value as one short line. */
export function sampleText(sample: unknown, max = 40): string {
  const text = plainText(sample).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
