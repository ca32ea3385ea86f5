import { z } from 'zod';
import { headerRefusal } from './header-names.ts';
import { restMessages } from './rest-messages.ts';
import { type RestPreset, restPresets } from './rest-presets.ts';

/*
 * The declared conventions of a server with adapter `rest` (DESIGN.md §6a): `settings.rest` is a
 * preset plus any parts that override it. docs/CONNECTING.md shows each preset with an example.
 */

export { type RestPreset, restPresets } from './rest-presets.ts';
export const restPresetLabels: Record<RestPreset, string> = {
  'json-server-1': 'json-server 1.x',
  feathers: 'Feathers 5',
  'spring-data-rest': 'Spring Data REST',
  'django-rest-framework': 'Django REST framework',
  laravel: 'Laravel',
  strapi: 'Strapi 5',
  directus: 'Directus',
  postgrest: 'PostgREST',
  custom: 'Custom',
  openapi: 'From the OpenAPI document',
};

/** The query templates, each a way to write one thing the portal asks; absent or null = not supported. */
export const restTemplateNames = [
  'sortAsc',
  'sortDesc',
  'equals',
  'numberFrom',
  'numberTo',
  'contains',
  'freeText',
] as const;
export type RestTemplateName = (typeof restTemplateNames)[number];

/** Keys separated by dots, '' for the whole answer; `*` stands for the one key an object has (HAL's `_embedded`). */
const pathPattern = /^(?:[^.\s]{1,100}(?:\.[^.\s]{1,100}){0,19})?$/u;
export const restPath = z.string({ error: restMessages.restInvalidPath }).regex(pathPattern, {
  error: restMessages.restInvalidPath,
});

const paramName = z
  .string({ error: restMessages.restInvalidParamName })
  .regex(/^[^\s&=#{}]{1,100}$/u, { error: restMessages.restInvalidParamName });

export const restPaging = z.discriminatedUnion(
  'style',
  [
    z.object({ style: z.literal('offset'), offset: paramName, limit: paramName }),
    z.object({
      style: z.literal('page'),
      page: paramName,
      size: paramName,
      firstPage: z.union([z.literal(0), z.literal(1)]),
    }),
    z.object({
      style: z.literal('cursor'),
      /** Where the next cursor is: a body path (a token, or a URL to follow), or the Link header's rel="next". */
      from: z.union([z.literal('link'), z.object({ body: restPath })]),
      /** The query parameter that carries a cursor token (unused when the next page is a URL). */
      param: paramName,
      /** The page-size parameter, when the API takes one. */
      limit: paramName.optional(),
    }),
    z.object({ style: z.literal('none') }),
  ],
  { error: "paging.style must be 'offset', 'page', 'cursor' or 'none'." },
);
export type RestPaging = z.infer<typeof restPaging>;

export const restTotal = z.union(
  [
    z.literal('x-total-count'),
    z.literal('content-range'),
    z.literal('none'),
    z.object({ body: restPath }).strict(),
  ],
  { error: "total must be {body: path}, 'x-total-count', 'content-range' or 'none'." },
);
export type RestTotal = z.infer<typeof restTotal>;

/** The name=value pairs of a template, split; undefined when it is not of that shape. */
export function splitRestTemplate(template: string): Array<[string, string]> | undefined {
  const pairs: Array<[string, string]> = [];
  for (const part of template.split('&')) {
    const equals = part.indexOf('=');
    if (equals < 1) return undefined;
    pairs.push([part.slice(0, equals), part.slice(equals + 1)]);
  }
  const placeholders = template.match(/\{[^}]*\}?/g) ?? [];
  if (placeholders.some((found) => found !== '{field}' && found !== '{value}')) return undefined;
  if (/[{}]/.test(template.replaceAll('{field}', '').replaceAll('{value}', ''))) return undefined;
  return pairs;
}

type TemplateNeeds = { field: boolean; value: boolean };
const templateNeeds: Record<RestTemplateName, TemplateNeeds> = {
  sortAsc: { field: true, value: false },
  sortDesc: { field: true, value: false },
  equals: { field: true, value: true },
  numberFrom: { field: true, value: true },
  numberTo: { field: true, value: true },
  contains: { field: true, value: true },
  freeText: { field: false, value: true },
};

function template(name: RestTemplateName) {
  const needs = templateNeeds[name];
  return z
    .string()
    .max(500)
    .superRefine((text, context) => {
      const pairs = splitRestTemplate(text);
      const fail = (message: string) => context.addIssue({ code: 'custom', message });
      if (!pairs) return fail(restMessages.restTemplateShape);
      const hasField = text.includes('{field}');
      const valueInValues = pairs.some(([, value]) => value.includes('{value}'));
      const valueInNames = pairs.some(([key]) => key.includes('{value}'));
      if (needs.field && !hasField) return fail(restMessages.restTemplateNeedsField);
      if (!needs.field && hasField) return fail(restMessages.restTemplateNoField);
      if (needs.value && (!valueInValues || valueInNames)) return fail(restMessages.restTemplateNeedsValue);
      if (!needs.value && text.includes('{value}')) return fail(restMessages.restTemplateNoValue);
    })
    .nullable()
    .optional();
}

export const restQuery = z
  .object(
    Object.fromEntries(restTemplateNames.map((name) => [name, template(name)])) as {
      [name in RestTemplateName]: ReturnType<typeof template>;
    },
  )
  .strict();
export type RestQuery = z.infer<typeof restQuery>;

/**
 * Headers every request of the server carries. A forbidden name (Host, Cookie, forwarding and
 * framing headers) is refused; a credential (Authorization, an API key) is sealed when saved and
 * read back blank, and a blank value on save keeps the stored one (header-names.ts).
 */
export const restHeaders = z
  .record(
    z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/, { error: restMessages.restInvalidHeader }),
    z
      .string()
      .max(1000)
      .regex(/^[^\r\n]*$/, { error: restMessages.restInvalidHeader }),
  )
  .superRefine((headers, context) => {
    const refused = Object.keys(headers).map(headerRefusal).find(Boolean);
    if (refused) context.addIssue({ code: 'custom', message: refused });
  });

/**
 * The bounds of a number range written with parameters of their own, by field: FastAPI's
 * `min_hours`/`max_hours` for the rows' `hours_spent`. A field listed here is ranged with these,
 * whatever the numberFrom and numberTo templates say (an OpenAPI document's range pairs, DESIGN.md §7d).
 */
export const restRanges = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/u, { error: restMessages.restInvalidRangeField }),
    z.object({ from: paramName, to: paramName }).strict(),
  )
  .refine((ranges) => Object.keys(ranges).length <= 200, { error: restMessages.restInvalidRangeField });
export type RestRanges = z.infer<typeof restRanges>;

/** Whether the upstream ANDs two conditions written with the same query key (PostgREST does; most keep one). */
export const restRepeatedKeys = z.enum(['and', 'refuse']);

/** Every part; a preset fills them all. */
const restParts = {
  /** Where the rows sit in a list answer. */
  rows: restPath,
  /** Where the record sits in a record answer. */
  record: restPath,
  paging: restPaging,
  total: restTotal,
  /** Templates over {field} and {value}; a template given here replaces the preset's one (null: not supported). */
  query: restQuery,
  /** Headers every request of the server carries (PostgREST's Prefer: count=exact). */
  headers: restHeaders,
  repeatedKeys: restRepeatedKeys,
  ranges: restRanges,
};
const requiredForCustom = ['rows', 'record', 'paging', 'total', 'query', 'headers'] as const;

/** settings.rest as an admin saves it: a preset and the parts that override it. */
export const restSettings = z
  .object(
    {
      preset: z.enum(restPresets, { error: restMessages.restInvalidPreset }),
      rows: restParts.rows.optional(),
      record: restParts.record.optional(),
      paging: restParts.paging.optional(),
      total: restParts.total.optional(),
      query: restParts.query.optional(),
      headers: restParts.headers.optional(),
      repeatedKeys: restParts.repeatedKeys.optional(),
      ranges: restParts.ranges.optional(),
    },
    { error: restMessages.restSettingsRequired },
  )
  .strict()
  .superRefine((settings, context) => {
    if (settings.preset !== 'custom') return;
    const missing = requiredForCustom.filter((part) => settings[part] === undefined);
    if (missing.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `${restMessages.restCustomMissing} ${missing.join(', ')}.`,
      });
    }
  })
  .describe(
    'The conventions of a server with adapter rest (docs/CONNECTING.md): a preset, and parts that override it. ' +
      "rows/record: dotted paths into the answer ('' = the body, * = the one key of an object). " +
      "paging: {style:'offset', offset, limit} | {style:'page', page, size, firstPage: 0|1} | " +
      "{style:'cursor', from: {body: path} | 'link', param, limit?} | {style:'none'}. " +
      "total: {body: path} | 'x-total-count' | 'content-range' | 'none'. " +
      'query: templates (name=value pairs joined by &) over {field} and {value} for sortAsc, sortDesc, equals, ' +
      'numberFrom, numberTo, contains, freeText; null or absent = not supported. headers: fixed request headers. ' +
      "repeatedKeys: 'and' when the API ANDs a query key given twice, else 'refuse'. ranges: {field: {from, to}}, " +
      'the parameters that bound a number field where the templates do not fit. The custom preset needs ' +
      'rows, record, paging, total, query and headers. The openapi preset starts with nothing supported; ' +
      "importing the API's OpenAPI document sets its parts (docs/CONNECTING.md).",
  );
export type RestSettings = z.infer<typeof restSettings>;

/** A convention with every part filled, as the proxy uses it. */
export type RestConvention = {
  preset: RestPreset;
  rows: string;
  record: string;
  paging: RestPaging;
  total: RestTotal;
  query: Record<RestTemplateName, string | null>;
  headers: Record<string, string>;
  repeatedKeys: 'and' | 'refuse';
  ranges: RestRanges;
};
