import type { Row } from './generate-data.ts';
import {
  contains,
  containsAnywhere,
  equalsText,
  numberBetween,
  queryRows,
  type RowPredicate,
  type SortKey,
} from './query-rows.ts';

export class BadQuery extends Error {}

const parseJson = (name: string, value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new BadQuery(`${name} must be JSON`);
  }
};

const toNumber = (value: unknown) => {
  if (value === null || value === undefined || String(value).trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

function integer(name: string, value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new BadQuery(`${name} must be a whole number from ${min} to ${max}`);
  }
  return number;
}

const reserved = new Set([
  'offset',
  'limit',
  'textSearch',
  'freeTextFields',
  'customFilters',
  'orderBy',
  'sort',
  'filters',
]);

/** Exact matches [{field, value}], each on the field's text, case and all. */
function equalityPredicates(value: unknown): RowPredicate[] {
  const filters = parseJson('filters', value) ?? [];
  if (!Array.isArray(filters)) throw new BadQuery('filters must be a list of {field, value}');
  return filters.map((filter: { field?: unknown; value?: unknown }) => {
    const scalar = ['string', 'number', 'boolean'].includes(typeof filter?.value);
    if (typeof filter?.field !== 'string' || !scalar) {
      throw new BadQuery('each filter must have a field and a text, number or boolean value');
    }
    return equalsText(filter.field, String(filter.value));
  });
}

/**
 * The portal's own protocol: offset, limit, textSearch {fields, values} ('*' = free text over
 * freeTextFields or every field), customFilters (SPEC objects), filters (exact matches
 * [{field, value}]), orderBy, sort. Any other parameter naming a field filters on equality too
 * (e.g. customerId=7).
 */
export function answerDefaultList(rows: Row[], source: Record<string, unknown>) {
  const offset = integer('offset', source.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = integer('limit', source.limit, 50, 1, 1000);
  const predicates: RowPredicate[] = [];
  const search = parseJson('textSearch', source.textSearch) as
    | { fields?: unknown; values?: unknown }
    | undefined;
  const freeTextFields = (parseJson('freeTextFields', source.freeTextFields) ?? []) as string[];
  if (search) {
    const fields = Array.isArray(search.fields) ? search.fields : [];
    const values = Array.isArray(search.values) ? search.values : [];
    fields.forEach((field, index) => {
      const value = String(values[index] ?? '').trim();
      if (!value) return;
      predicates.push(
        field === '*' ? containsAnywhere(freeTextFields, value) : contains(String(field), value),
      );
    });
  }
  const filters = (parseJson('customFilters', source.customFilters) ?? []) as Record<string, unknown>[];
  for (const filter of Array.isArray(filters) ? filters : []) {
    if (!filter?.isVisible) continue;
    const lower = toNumber(filter.value);
    const upper = filter.isVisibleRange ? toNumber(filter.valueRange) : undefined;
    if (filter.isVisibleRange) predicates.push(numberBetween(String(filter.field), lower, upper));
    else if (lower !== undefined) predicates.push(numberBetween(String(filter.field), lower, lower));
  }
  predicates.push(...equalityPredicates(source.filters));
  const fields = new Set(rows.length > 0 ? Object.keys(rows[0]) : []);
  for (const [name, value] of Object.entries(source)) {
    if (!reserved.has(name) && fields.has(name) && value !== undefined)
      predicates.push(equalsText(name, String(value)));
  }
  const sort: SortKey[] =
    typeof source.orderBy === 'string' && source.orderBy
      ? [{ field: source.orderBy, direction: source.sort === 'desc' ? 'desc' : 'asc' }]
      : [];
  const { page, total } = queryRows(rows, { predicates, sort, offset, limit });
  return { value: page, offset, limit, totalResults: total, hasMore: offset + page.length < total };
}
