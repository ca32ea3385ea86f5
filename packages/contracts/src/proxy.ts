import { z } from 'zod';
import { freeTextField, limits, sortDirections } from './constants.ts';
import { endpointMethods } from './endpoints.ts';
import { entityId } from './ids.ts';
import { messages } from './messages.ts';
import { paramsFieldRefusal, queryFieldName } from './query-field-name.ts';

/** The largest page a caller may ask for; the default is SPEC.md's 50. */
export const maxPageSize = 1000;

/** Field names travel into upstream query languages, so only names the field-name rule allows pass. */
const fieldName = queryFieldName;
const numberish = z.union([z.number(), z.string()]).nullish();

/** A view's custom filter (SPEC.md §3); it counts when isVisible, its upper bound when isVisibleRange. */
export const queryCustomFilter = z.object({
  field: fieldName,
  label: z.string().optional(),
  type: z.string().optional(),
  value: numberish,
  valueRange: numberish,
  isVisible: z.boolean().optional(),
  isVisibleRange: z.boolean().optional(),
  /** An 'Exact' filter's chosen values: the rows whose field equals any of them. */
  values: z
    .array(z.union([z.string().max(limits.longText), z.number(), z.boolean()]))
    .max(100)
    .optional(),
});
export type QueryCustomFilter = z.infer<typeof queryCustomFilter>;

/** Active text entries as two parallel lists; a field of '*' is free text. */
export const textSearch = z
  .object({
    fields: z.array(z.union([z.literal(freeTextField), fieldName])).default([]),
    values: z.array(z.union([z.string(), z.number()]).transform(String)).default([]),
  })
  .refine((search) => search.fields.length === search.values.length, {
    error: 'textSearch.fields and textSearch.values must have the same length',
  });

/**
 * An exact match (DESIGN.md §6 `params.filters`): the rows whose `field` equals `value`, case and
 * all, never a "contains". Detail pages' list and lookup datasets ask with these. The value keeps
 * its JSON type, so typed query languages (OData, Oracle's q) compare a number as a number.
 */
export const equalityFilter = z.object({
  field: fieldName,
  value: z.union([z.string().max(limits.longText), z.number(), z.boolean()], {
    error: messages.detailFilterValueInvalid,
  }),
});
export type EqualityFilter = z.infer<typeof equalityFilter>;
/** The most exact matches one call may carry. */
export const maxEqualityFilters = 20;

/** What a page asks of a list endpoint, whatever the upstream's convention. */
export const normalizedQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(maxPageSize).default(limits.defaultPageSize),
  textSearch: textSearch.default({ fields: [], values: [] }),
  /** The fields a free-text entry searches (the view's text filter fields); empty = the upstream's own full text. */
  freeTextFields: z.array(fieldName).default([]),
  customFilters: z.array(queryCustomFilter).default([]),
  /** Exact matches, all ANDed with each other and with the rest. */
  filters: z.array(equalityFilter).max(maxEqualityFilters).default([]),
  orderBy: z.union([z.literal(''), fieldName]).optional(),
  sort: z.enum(sortDirections).optional(),
});
export type NormalizedQuery = z.infer<typeof normalizedQuery>;
/** The keys of `params` that belong to the normalized query rather than to declared params. */
export const normalizedQueryKeys = Object.keys(normalizedQuery.shape) as (keyof NormalizedQuery)[];

/** A list answer as every adapter normalizes it (SPEC.md §3 Data response). */
export type DataResponse = {
  value: unknown[];
  offset: number;
  limit: number;
  /** null when the upstream cannot count. */
  totalResults: number | null;
  hasMore: boolean;
};

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** POST /api/proxy (DESIGN.md §6). */
export const proxyCallBody = z.object({
  uuid: entityId(),
  /** The page that makes the call (DESIGN.md §6c): required of a plain user, who may only make its calls. */
  view: entityId().optional(),
  /** On a detail page, the dataset the call loads. */
  dataset: z.string().min(1).max(100).optional(),
  urlVariables: z.record(z.string(), scalar).default({}),
  /** The endpoint's declared params, and for a list endpoint the normalized query. */
  params: z
    .record(z.string(), z.unknown())
    .superRefine((params, context) => {
      const refusal = paramsFieldRefusal(params);
      if (refusal) context.addIssue({ code: 'custom', message: refusal });
    })
    .optional()
    .describe(
      "The endpoint's declared params by name; for a list endpoint also the normalized query: offset, limit, " +
        'textSearch {fields, values}, freeTextFields, customFilters, filters [{field, value}] (exact matches, ANDed), ' +
        'orderBy, sort.',
    ),
  /** Informational: the endpoint's own method is always used. */
  method: z.enum(endpointMethods).optional(),
  /** Informational: the server's adapter is always used. */
  adapter: z.string().optional(),
  bodyParams: z.record(z.string(), z.unknown()).optional(),
  headers: z.record(z.string(), scalar).optional(),
});
export type ProxyCallBody = z.infer<typeof proxyCallBody>;

/** POST /api/proxy's answer (SPEC.md §7 Proxy call): a refusal or failure answers {code, message}. */
export const proxyReply = z.object({
  status: z.number().int().describe('200: the call succeeded.'),
  data: z
    .unknown()
    .describe(
      'For a list call the page {value, offset, limit, totalResults, hasMore} (totalResults null when the ' +
        "server cannot count); for a record endpoint the record; otherwise the server's JSON answer as is.",
    ),
});
