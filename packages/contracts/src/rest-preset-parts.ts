import { z } from 'zod';
import {
  type RestConvention,
  type RestPreset,
  type RestSettings,
  type RestTemplateName,
  restTemplateNames,
} from './rest-conventions.ts';
import { allCapabilities } from './server-capabilities.ts';

/** Every part of a convention but its preset: what a preset fills and the admin form edits. */
export type RestParts = Omit<RestConvention, 'preset'>;

const none = Object.fromEntries(restTemplateNames.map((name) => [name, null])) as RestParts['query'];

/** Every part empty: no paging, no total, no query supported. */
const nothingDeclared: RestParts = {
  rows: '',
  record: '',
  paging: { style: 'none' },
  total: 'none',
  query: none,
  headers: {},
  repeatedKeys: 'refuse',
  ranges: {},
};

/*
 * The parts each preset fills, taken from its framework's own documentation (docs/CONNECTING.md cites
 * them and shows one request and answer each). The server adds the keys each framework reserves.
 */
export const restPresetParts: Record<RestPreset, RestParts> = {
  // json-server 1.x README: _page/_per_page, {first, prev, next, last, pages, items, data}, _sort=-f, f:op=v.
  'json-server-1': {
    rows: 'data',
    record: '',
    paging: { style: 'page', page: '_page', size: '_per_page', firstPage: 1 },
    total: { body: 'items' },
    query: {
      sortAsc: '_sort={field}',
      sortDesc: '_sort=-{field}',
      equals: '{field}:eq={value}',
      numberFrom: '{field}:gte={value}',
      numberTo: '{field}:lte={value}',
      contains: '{field}:contains={value}',
      freeText: null,
    },
    headers: {},
    repeatedKeys: 'refuse',
    ranges: {},
  },
  // Feathers 5 query syntax: $limit/$skip, $sort[f]=1|-1, f=v, f[$gte]=v; paginated {total, limit, skip, data}.
  // Its common syntax has no "contains" ($like and $ilike exist only in the SQL adapters).
  feathers: {
    rows: 'data',
    record: '',
    paging: { style: 'offset', offset: '$skip', limit: '$limit' },
    total: { body: 'total' },
    query: {
      ...none,
      sortAsc: '$sort[{field}]=1',
      sortDesc: '$sort[{field}]=-1',
      equals: '{field}={value}',
      numberFrom: '{field}[$gte]={value}',
      numberTo: '{field}[$lte]={value}',
    },
    headers: {},
    repeatedKeys: 'refuse',
    ranges: {},
  },
  // Spring Data REST: page (from 0), size, sort=f,asc|desc; HAL {_embedded: {<rel>: [...]}, page: {totalElements}}.
  // Collection resources have no filter parameters of their own (those are query methods under /search).
  'spring-data-rest': {
    rows: '_embedded.*',
    record: '',
    paging: { style: 'page', page: 'page', size: 'size', firstPage: 0 },
    total: { body: 'page.totalElements' },
    query: { ...none, sortAsc: 'sort={field},asc', sortDesc: 'sort={field},desc' },
    headers: {},
    repeatedKeys: 'refuse',
    ranges: {},
  },
  // DRF LimitOffsetPagination {count, next, previous, results}; OrderingFilter ordering=-f; SearchFilter
  // search=; django-filter filterset_fields f=v and the lookups f__gte, f__lte, f__icontains.
  'django-rest-framework': {
    rows: 'results',
    record: '',
    paging: { style: 'offset', offset: 'offset', limit: 'limit' },
    total: { body: 'count' },
    query: {
      sortAsc: 'ordering={field}',
      sortDesc: 'ordering=-{field}',
      equals: '{field}={value}',
      numberFrom: '{field}__gte={value}',
      numberTo: '{field}__lte={value}',
      contains: '{field}__icontains={value}',
      freeText: 'search={value}',
    },
    headers: {},
    repeatedKeys: 'refuse',
    ranges: {},
  },
  // Laravel's paginator JSON {current_page, data, per_page, total, ...} (page from 1) with the
  // conventions of spatie/laravel-query-builder: sort=-f, filter[f] (a partial, i.e. contains, filter).
  laravel: {
    rows: 'data',
    record: '',
    paging: { style: 'page', page: 'page', size: 'per_page', firstPage: 1 },
    total: { body: 'total' },
    query: {
      ...none,
      sortAsc: 'sort={field}',
      sortDesc: 'sort=-{field}',
      contains: 'filter[{field}]={value}',
    },
    headers: {},
    repeatedKeys: 'refuse',
    ranges: {},
  },
  // Strapi 5 REST: pagination[start]/pagination[limit], meta.pagination.total, sort=f:asc|desc,
  // filters[f][$eq|$gte|$lte|$containsi]; a document answers {data, meta}.
  strapi: {
    rows: 'data',
    record: 'data',
    paging: { style: 'offset', offset: 'pagination[start]', limit: 'pagination[limit]' },
    total: { body: 'meta.pagination.total' },
    query: {
      sortAsc: 'sort={field}:asc',
      sortDesc: 'sort={field}:desc',
      equals: 'filters[{field}][$eq]={value}',
      numberFrom: 'filters[{field}][$gte]={value}',
      numberTo: 'filters[{field}][$lte]={value}',
      contains: 'filters[{field}][$containsi]={value}',
      freeText: null,
    },
    headers: {},
    repeatedKeys: 'refuse',
    ranges: {},
  },
  // Directus items API: limit/offset, sort=-f, filter[f][_eq|_gte|_lte|_icontains], search=, and the
  // count only when asked with meta=filter_count (the server adds it); answers {data, meta}.
  directus: {
    rows: 'data',
    record: 'data',
    paging: { style: 'offset', offset: 'offset', limit: 'limit' },
    total: { body: 'meta.filter_count' },
    query: {
      sortAsc: 'sort={field}',
      sortDesc: 'sort=-{field}',
      equals: 'filter[{field}][_eq]={value}',
      numberFrom: 'filter[{field}][_gte]={value}',
      numberTo: 'filter[{field}][_lte]={value}',
      contains: 'filter[{field}][_icontains]={value}',
      freeText: 'search={value}',
    },
    headers: {},
    repeatedKeys: 'refuse',
    ranges: {},
  },
  // PostgREST: limit/offset, order=f.asc|desc, f=eq.v, f=gte.v, f=ilike.*v*; the total in Content-Range
  // when asked with Prefer: count=exact; repeated keys are ANDed. A row by id is ?id=eq.1, a one-row array.
  postgrest: {
    rows: '',
    record: '0',
    paging: { style: 'offset', offset: 'offset', limit: 'limit' },
    total: 'content-range',
    query: {
      sortAsc: 'order={field}.asc',
      sortDesc: 'order={field}.desc',
      equals: '{field}=eq.{value}',
      numberFrom: '{field}=gte.{value}',
      numberTo: '{field}=lte.{value}',
      contains: '{field}=ilike.*{value}*',
      freeText: null,
    },
    headers: { Prefer: 'count=exact' },
    repeatedKeys: 'and',
    ranges: {},
  },
  // Custom declares every part; these are only what the form starts from.
  custom: nothingDeclared,
  // Nothing is assumed: importing the API's OpenAPI document sets each part it can tell (DESIGN.md §7d),
  // and a list endpoint is asked only what its document declares.
  openapi: nothingDeclared,
};

/** The convention a server's saved settings.rest stands for: the preset's parts, overridden by those given. */
export function resolveRestParts(settings: RestSettings): RestConvention {
  const base = restPresetParts[settings.preset];
  const query = { ...base.query };
  for (const name of restTemplateNames) {
    const given = settings.query?.[name];
    if (given !== undefined) query[name] = given;
  }
  return {
    preset: settings.preset,
    rows: settings.rows ?? base.rows,
    record: settings.record ?? base.record,
    paging: settings.paging ?? base.paging,
    total: settings.total ?? base.total,
    query,
    headers: settings.headers ?? base.headers,
    repeatedKeys: settings.repeatedKeys ?? base.repeatedKeys,
    ranges: settings.ranges ?? base.ranges,
  };
}

/**
 * What a server's conventions let a page ask (DESIGN.md §6a): design screens offer only these, and
 * a call asking for more is refused with a 400. A number equality needs `equals` or both bounds.
 */
export const serverCapabilities = z.object({
  sort: z.boolean(),
  exactMatch: z.boolean(),
  numberRange: z.boolean(),
  contains: z.boolean(),
  freeText: z.boolean(),
});
export type ServerCapabilities = z.infer<typeof serverCapabilities>;

export function restCapabilities(
  query: Record<RestTemplateName, string | null>,
  ranges: RestParts['ranges'] = {},
): ServerCapabilities {
  return {
    sort: Boolean(query.sortAsc && query.sortDesc),
    exactMatch: Boolean(query.equals),
    numberRange: Boolean(query.numberFrom && query.numberTo) || Object.keys(ranges).length > 0,
    contains: Boolean(query.contains),
    freeText: Boolean(query.freeText),
  };
}

/** A server's capabilities from its saved conventions: a rest server's templates, else every one. */
export function capabilitiesOfRest(rest: RestSettings | undefined): ServerCapabilities {
  if (!rest) return allCapabilities;
  const parts = resolveRestParts(rest);
  return restCapabilities(parts.query, parts.ranges);
}
