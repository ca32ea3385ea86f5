import type { NormalizedQuery } from '@portal/contracts';
import { readConditions, readSort } from '../../src/proxy/adapters/query-conditions.ts';

type Row = Record<string, unknown>;
const fold = (value: unknown) => String(value ?? '').toLocaleLowerCase('und');

/**
 * Why a row breaks the query, or undefined when it satisfies it: every text entry is a
 * case-insensitive contains, free text matches one of `freeTextFields` (any field when none),
 * numbers are equal or in their inclusive range, exact matches equal, case and all.
 */
export function whyRowFails(row: Row, query: NormalizedQuery, freeTextOverAllFields = false) {
  const { text, freeText, numbers, equals } = readConditions(query);
  for (const entry of text) {
    if (!fold(row[entry.field]).includes(fold(entry.value))) return `${entry.field} lacks ${entry.value}`;
  }
  for (const value of freeText) {
    const fields =
      query.freeTextFields.length > 0 && !freeTextOverAllFields ? query.freeTextFields : Object.keys(row);
    if (!fields.some((field) => fold(row[field]).includes(fold(value)))) return `no field holds ${value}`;
  }
  for (const condition of numbers) {
    const value = Number(row[condition.field]);
    if (condition.equals !== undefined && value !== condition.equals) return `${condition.field} is ${value}`;
    if (condition.min !== undefined && value < condition.min)
      return `${condition.field} below ${condition.min}`;
    if (condition.max !== undefined && value > condition.max)
      return `${condition.field} above ${condition.max}`;
  }
  for (const { field, value } of equals) {
    if (row[field] === null || row[field] === undefined || String(row[field]) !== String(value))
      return `${field} is ${String(row[field])}, not ${String(value)}`;
  }
  return undefined;
}

/** Whether rows are in the order the query asks (strings compared as the upstream does, by code point or locale). */
export function isSorted(rows: Row[], query: NormalizedQuery, compare: (a: unknown, b: unknown) => number) {
  const sort = readSort(query);
  if (!sort) return true;
  for (let index = 1; index < rows.length; index += 1) {
    const order = compare(rows[index - 1][sort.field], rows[index][sort.field]);
    if (sort.direction === 'asc' ? order > 0 : order < 0) return false;
  }
  return true;
}

export const compareLocale = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en');
export const compareCodePoints = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0;
