import { freeTextField, messages, type NormalizedQuery } from '@portal/contracts';
import { badRequest } from '../../errors.ts';

export type TextCondition = { field: string; value: string };
/** Equality when `equals` is set; otherwise an inclusive range with either bound optional. */
export type NumberCondition = { field: string; equals?: number; min?: number; max?: number };
/** An exact match: the value keeps its JSON type for typed query languages. */
export type EqualityCondition = { field: string; value: string | number | boolean };
/** An 'Exact' filter with several values: the rows whose field equals any of them. */
export type AnyOfCondition = { field: string; values: Array<string | number | boolean> };
export type QueryConditions = {
  /** Field entries: each a case-insensitive "contains", all ANDed. */
  text: TextCondition[];
  /** Free-text entries ('*'), each ANDed with the rest. */
  freeText: string[];
  numbers: NumberCondition[];
  /** params.filters and 'Exact' filters with one value: each an exact match, all ANDed. */
  equals: EqualityCondition[];
  /** 'Exact' filters with several values; only a convention that can write "any of" asks for them. */
  anyOf: AnyOfCondition[];
};

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** An 'Exact' filter's values: its chosen `values`, else its `value`; blanks drop out. */
function exactValues(filter: NormalizedQuery['customFilters'][number]): Array<string | number | boolean> {
  const given = filter.values ?? (filter.value === null || filter.value === undefined ? [] : [filter.value]);
  return given.filter((value) => String(value).trim() !== '');
}

/**
 * The conditions a normalized query really asks for: blank entries and hidden filters drop out. An
 * 'Exact' filter with several values is refused unless the caller writes "any of" (`several`).
 */
export function readConditions(query: NormalizedQuery, { several = false } = {}): QueryConditions {
  const text: TextCondition[] = [];
  const freeText: string[] = [];
  query.textSearch.fields.forEach((field, index) => {
    const value = query.textSearch.values[index]?.trim() ?? '';
    if (value === '') return;
    if (field === freeTextField) freeText.push(value);
    else text.push({ field, value });
  });
  const numbers: NumberCondition[] = [];
  const equals: EqualityCondition[] = query.filters.map(({ field, value }) => ({ field, value }));
  const anyOf: AnyOfCondition[] = [];
  for (const filter of query.customFilters) {
    if (!filter.isVisible) continue;
    if (filter.type === 'Exact') {
      const values = exactValues(filter);
      if (values.length === 1) equals.push({ field: filter.field, value: values[0] });
      else if (values.length > 1 && !several)
        throw badRequest(`${messages.exactSeveralUnsupported} ${filter.field}`);
      else if (values.length > 1) anyOf.push({ field: filter.field, values });
      continue;
    }
    const lower = toNumber(filter.value);
    if (filter.isVisibleRange) {
      const upper = toNumber(filter.valueRange);
      if (lower !== undefined || upper !== undefined) {
        numbers.push({ field: filter.field, min: lower, max: upper });
      }
    } else if (lower !== undefined) {
      numbers.push({ field: filter.field, equals: lower });
    }
  }
  return { text, freeText, numbers, equals, anyOf };
}

/** The sort a query asks for, or undefined when it asks for none. */
export function readSort(query: NormalizedQuery): { field: string; direction: 'asc' | 'desc' } | undefined {
  if (!query.orderBy) return undefined;
  return { field: query.orderBy, direction: query.sort ?? 'asc' };
}

/** A plain decimal rendering (never exponent notation), for query languages. */
export function formatNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return value.toFixed(0);
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : text;
}
