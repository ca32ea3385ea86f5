import { freeTextField } from '@portal/contracts';
import type { ExactValue, TextEntry } from '../types';

/** The query parameter that carries the active text filters (SPEC.md Search view). */
export const searchParamName = 'search';

/** The active text filters as the JSON list the `search` parameter holds (URLSearchParams URL-encodes it). */
export function encodeSearchParam(entries: readonly TextEntry[]): string {
  return JSON.stringify(
    entries.map(({ label, field, value, exact }) =>
      exact ? { label, field, value: exact.value, exact: true } : { label, field, value },
    ),
  );
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // A link built by hand may have been URL-encoded twice.
    return JSON.parse(decodeURIComponent(raw));
  }
}

function toEntry(item: unknown): TextEntry | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { label, field, value, exact } = item as Record<string, unknown>;
  if (typeof field !== 'string' || field === '') return undefined;
  if (label !== undefined && typeof label !== 'string') return undefined;
  // DESIGN.md §7c: an exact entry keeps its value's type (a number is matched as a number).
  if (exact === true && field !== freeTextField && ['string', 'number', 'boolean'].includes(typeof value))
    return { label: label || field, field, value: String(value), exact: { value: value as ExactValue } };
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return { label: label || field, field, value: String(value) };
}

/**
 * The entries of a `search` parameter: [] when there is none, undefined when it cannot be read
 * (not JSON, not a list, or an entry without field and value) so the caller can log and ignore it.
 */
export function decodeSearchParam(raw: string | null): TextEntry[] | undefined {
  if (raw === null || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = parseJson(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const entries = parsed.map(toEntry);
  return entries.every((entry) => entry !== undefined) ? (entries as TextEntry[]) : undefined;
}
