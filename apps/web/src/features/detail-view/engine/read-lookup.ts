import { messages } from '@portal/contracts';
import { isRow, type Row } from './read-field';

export type LookupNote = typeof messages.detailNoMatch | typeof messages.detailMultipleMatch;

/** The rows of a list answer (our envelope, or a bare array). */
export function rowsOf(answer: unknown): Row[] {
  const rows = isRow(answer) ? answer.value : answer;
  return Array.isArray(rows) ? rows.filter(isRow) : [];
}

/**
 * SPEC.md §4: a lookup with no row gets empty data and a 'No match' note; with one row it takes
 * it; with several it takes the first and notes 'Multiple match'.
 */
export function readLookup(answer: unknown): { data: Row; note: LookupNote | null } {
  const rows = rowsOf(answer);
  const total = isRow(answer) && typeof answer.totalResults === 'number' ? answer.totalResults : rows.length;
  if (rows.length === 0) return { data: {}, note: messages.detailNoMatch };
  if (rows.length > 1 || total > 1) return { data: rows[0], note: messages.detailMultipleMatch };
  return { data: rows[0], note: null };
}
