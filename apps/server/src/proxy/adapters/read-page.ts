import type { DataResponse } from '@portal/contracts';

/** A count the upstream reported, or null when it reported none (or nonsense). */
export function readCount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

/** The value at a dotted path ('data.rows'); the body itself for an empty path. Own keys only. */
export function valueAt(body: unknown, path: string): unknown {
  let current = body;
  for (const key of path.split('.').filter(Boolean)) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Completes a page: offset and limit fall back to what was asked; without an explicit hasMore
 * it is derived from the total, or, when the upstream cannot count, from a full page.
 */
export function finishPage(page: {
  rows: unknown[];
  offset: unknown;
  limit: unknown;
  totalResults: unknown;
  hasMore?: unknown;
  asked: { offset: number; limit: number };
}): DataResponse {
  const offset = readCount(page.offset) ?? page.asked.offset;
  const limit = readCount(page.limit) || page.asked.limit;
  const totalResults = readCount(page.totalResults);
  const hasMore =
    typeof page.hasMore === 'boolean'
      ? page.hasMore
      : totalResults !== null
        ? offset + page.rows.length < totalResults
        : page.rows.length >= limit;
  return { value: page.rows, offset, limit, totalResults, hasMore };
}
