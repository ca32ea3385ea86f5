import { z } from 'zod';
import type { DescribedParam, EndpointDescription } from './endpoint-description.ts';
import {
  type RestConvention,
  type RestSettings,
  type RestTemplateName,
  splitRestTemplate,
} from './rest-conventions.ts';
import { resolveRestParts } from './rest-preset-parts.ts';

/*
 * What one endpoint of a server with a known OpenAPI document can be asked (DESIGN.md §7d): a
 * condition is written through the server's convention, and every query parameter it would write
 * must be one the endpoint's document declares (a sort's value one of the values it lists). The
 * proxy refuses a call that would send anything else, and design screens offer only what passes:
 * an API ignores a parameter it does not know and answers every row, which reads as a wrong answer.
 */

/** A query pair a condition writes; `field` when its key holds the condition's field name. */
export type WrittenPair = { pair: [string, string]; field?: string };

type Writing = Pick<RestConvention, 'query' | 'ranges'>;

function renderTemplate(
  template: string,
  field: string | undefined,
  value: string | undefined,
): WrittenPair[] {
  return (splitRestTemplate(template) ?? []).map(([name, text]) => {
    const key = field === undefined ? name : name.replaceAll('{field}', field);
    const withField = field === undefined ? text : text.replaceAll('{field}', field);
    return {
      pair: [key, value === undefined ? withField : withField.replaceAll('{value}', value)],
      field: field !== undefined && name.includes('{field}') ? field : undefined,
    };
  });
}

/**
 * The pairs a condition writes: a field's own range parameters where the convention names them,
 * else its template with {field} and {value} filled; undefined when the convention cannot write it.
 */
export function writeRestCondition(
  convention: Writing,
  kind: RestTemplateName,
  field: string | undefined,
  value: string | undefined,
): WrittenPair[] | undefined {
  if (
    (kind === 'numberFrom' || kind === 'numberTo') &&
    field !== undefined &&
    Object.hasOwn(convention.ranges, field)
  ) {
    const range = convention.ranges[field];
    return [{ pair: [kind === 'numberFrom' ? range.from : range.to, value ?? ''] }];
  }
  const template = convention.query[kind];
  return template ? renderTemplate(template, field, value) : undefined;
}

/** An endpoint's declared query parameters by name, with what its document says of each. */
export type DeclaredParams = ReadonlyMap<string, Pick<DescribedParam, 'values' | 'multiple'>>;

/** The declared parameters of an endpoint: its params, with the facts its document gives. */
export function declaredParamsOf(
  params: ReadonlyArray<{ name: string }>,
  description: EndpointDescription | undefined,
): DeclaredParams {
  const facts = new Map(description?.params.map((param) => [param.name, param]) ?? []);
  return new Map(
    params.map(({ name }) => {
      const fact = facts.get(name);
      return [name, { values: fact?.values, multiple: fact?.multiple }];
    }),
  );
}

const sortKinds: ReadonlySet<RestTemplateName> = new Set(['sortAsc', 'sortDesc']);

/**
 * The pair the endpoint does not declare, as `key` (or `key=value` for a sort value its document
 * does not list), or undefined when it declares every one.
 */
export function undeclaredPair(
  declared: DeclaredParams,
  kind: RestTemplateName,
  pairs: readonly WrittenPair[],
): string | undefined {
  for (const { pair } of pairs) {
    const [key, value] = pair;
    const param = declared.get(key);
    if (!param) return key;
    if (sortKinds.has(kind) && param.values && !param.values.some((listed) => String(listed) === value)) {
      return `${key}=${value}`;
    }
  }
  return undefined;
}

/** Whether the endpoint declares what a condition on `field` writes. */
function declares(
  convention: Writing,
  declared: DeclaredParams,
  kind: RestTemplateName,
  field?: string,
): boolean {
  const pairs = writeRestCondition(convention, kind, field, 'value');
  return pairs !== undefined && undeclaredPair(declared, kind, pairs) === undefined;
}

/** The fields of an endpoint a page may filter, range, search or sort by, when its document is known. */
export const queryAbilities = z.object({
  /** Fields whose columns sort (both ways). */
  sort: z.array(z.string()),
  /** Fields with an exact filter. */
  exact: z.array(z.string()),
  /** Of those, the fields whose filter takes several values at once (any of them). */
  several: z.array(z.string()),
  /** Fields with a number range (both bounds). */
  range: z.array(z.string()),
  /** Fields with a text "contains" filter. */
  contains: z.array(z.string()),
  /** Whether the endpoint has the API's own free-text search. */
  freeText: z.boolean(),
});
export type QueryAbilities = z.infer<typeof queryAbilities>;

/** What an endpoint declares, over the candidate fields (its rows' fields). */
export function declaredAbilities(
  convention: Writing,
  declared: DeclaredParams,
  fields: readonly string[],
): QueryAbilities {
  const where = (test: (field: string) => boolean) => fields.filter(test);
  const exact = where((field) => declares(convention, declared, 'equals', field));
  return {
    sort: where(
      (field) =>
        declares(convention, declared, 'sortAsc', field) && declares(convention, declared, 'sortDesc', field),
    ),
    exact,
    several: exact.filter((field) =>
      (writeRestCondition(convention, 'equals', field, 'value') ?? []).every(
        ({ pair }) => declared.get(pair[0])?.multiple === true,
      ),
    ),
    range: where(
      (field) =>
        declares(convention, declared, 'numberFrom', field) &&
        declares(convention, declared, 'numberTo', field),
    ),
    contains: where((field) => declares(convention, declared, 'contains', field)),
    freeText: declares(convention, declared, 'freeText'),
  };
}

/** The query keys a convention reads as something other than a field: paging, ranges, literal template keys. */
function keysReadOtherwise(convention: RestConvention): Set<string> {
  const { paging } = convention;
  const keys = new Set<string>(
    paging.style === 'offset'
      ? [paging.offset, paging.limit]
      : paging.style === 'page'
        ? [paging.page, paging.size]
        : paging.style === 'cursor'
          ? [paging.param, ...(paging.limit ? [paging.limit] : [])]
          : [],
  );
  for (const range of Object.values(convention.ranges)) {
    keys.add(range.from);
    keys.add(range.to);
  }
  for (const template of Object.values(convention.query)) {
    for (const [key] of template ? (splitRestTemplate(template) ?? []) : []) {
      if (!key.includes('{field}')) keys.add(key);
    }
  }
  return keys;
}

/** An endpoint as these rules read it. */
export type EndpointQueryFacts = {
  params: ReadonlyArray<{ name: string }>;
  described?: EndpointDescription;
};

/**
 * What a page over this endpoint may ask, when its server's document is known (the `openapi`
 * preset); undefined otherwise, where the server-wide capabilities are all that is known.
 */
export function abilitiesOfEndpoint(
  rest: RestSettings | undefined,
  endpoint: EndpointQueryFacts,
): QueryAbilities | undefined {
  if (rest?.preset !== 'openapi') return undefined;
  const convention = resolveRestParts(rest);
  const declared = declaredParamsOf(endpoint.params, endpoint.described);
  const fields = endpoint.described
    ? endpoint.described.fields.map((field) => field.name)
    : [...declared.keys()].filter((name) => !keysReadOtherwise(convention).has(name));
  return declaredAbilities(convention, declared, fields);
}
