import { z } from 'zod';
import { freeTextField } from './constants.ts';
import { messages } from './messages.ts';

/*
 * The field-name rule (DESIGN.md §6a): a field name travels into an upstream's query (a json-server
 * key, an OData $filter, an Oracle q expression, a REST template's {field} slot), so it must be a
 * name and nothing else: it can never change what the query means. Views are refused on save with
 * it, the proxy refuses calls with it, and every adapter checks it again where it builds a request.
 */

/** Letters, digits, '_', '.' and '-'; dotted segments reach into nested objects. */
const plainName = /^[\p{L}\p{N}_.-]{1,200}$/u;

/**
 * Suffixes that make a key an operator: json-server's `_like` (a regex), `_ne`, `_gte`, `_lte`, and
 * `_gt`, `_lt` of other conventions; Django's `__` lookups (`name__icontains`) are refused apart.
 */
export const queryOperatorSuffixes = ['_like', '_ne', '_gte', '_lte', '_gt', '_lt'] as const;

/**
 * Whole names a convention reads as something else: json-server's free text `q` and its JSONP
 * `callback`; the literals and connectives of OData's $filter and Oracle's q (`null eq 'x'` is no
 * field test). Compared without case, as OData's keywords are.
 */
export const reservedQueryWords = ['q', 'callback', 'true', 'false', 'null', 'and', 'or', 'not'] as const;

/**
 * Members every JavaScript object inherits (`constructor`, `toString`, `__proto__`, …): upstreams
 * that read paths with plain property access (json-server's lodash get) would find them on every row.
 */
const inheritedMembers = new Set(Object.getOwnPropertyNames(Object.prototype));

/** A segment starts with a letter or digit: '_', '$' and '-' lead operators (`_embed`, `$filter`, `-name`). */
function plainSegment(segment: string): boolean {
  if (!/^[\p{L}\p{N}]/u.test(segment)) return false;
  if (segment.includes('__') || inheritedMembers.has(segment)) return false;
  return !queryOperatorSuffixes.some((suffix) => segment.endsWith(suffix));
}

/**
 * True when `name` may be used as a field of an upstream query: letters, digits, '_', '.', '-', not
 * starting with '_', '$', '-' or (the whole name) a digit, no operator suffix, no reserved query word and
 * no inherited object member. `reserved` adds the words of one more convention (a REST preset's).
 */
export function isQueryFieldName(name: unknown, reserved: readonly string[] = []): name is string {
  if (typeof name !== 'string' || !plainName.test(name)) return false;
  const lower = name.toLowerCase();
  if ([...reservedQueryWords, ...reserved].some((word) => word.toLowerCase() === lower)) return false;
  // A name starts with a letter: a leading number is a literal in OData and q (`1 eq 1`).
  return /^\p{L}/u.test(name) && name.split('.').every(plainSegment);
}

/** The refusal's text, naming the field: `This is not a plain field name: "name_like"`. */
export const queryFieldNameRefusal = (name: unknown) =>
  `${messages.queryFieldNameInvalid} ${JSON.stringify(String(name))}`;

/** A field name of a query, validated by the rule above. */
export const queryFieldName = z
  .string()
  .refine((name) => isQueryFieldName(name), { error: (issue) => queryFieldNameRefusal(issue.input) });

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const fieldOf = (item: unknown) =>
  typeof item === 'object' && item !== null ? (item as { field?: unknown }).field : undefined;

/**
 * The refusal for a proxy call's params whose normalized query names a field the rule refuses
 * (filters, customFilters, textSearch.fields, freeTextFields, orderBy), or undefined. It reads only
 * those places, whatever else the params hold, so a call is refused before anything else looks at it.
 */
export function paramsFieldRefusal(params: Record<string, unknown>): string | undefined {
  const search = params.textSearch;
  const fields = [
    ...listOf(params.filters).map(fieldOf),
    ...listOf(params.customFilters).map(fieldOf),
    ...listOf(
      typeof search === 'object' && search !== null ? (search as { fields?: unknown }).fields : [],
    ).filter((field) => field !== freeTextField),
    ...listOf(params.freeTextFields),
    ...(params.orderBy ? [params.orderBy] : []),
  ];
  const refused = fields.find((field) => field !== undefined && !isQueryFieldName(field));
  return refused === undefined ? undefined : queryFieldNameRefusal(refused);
}
