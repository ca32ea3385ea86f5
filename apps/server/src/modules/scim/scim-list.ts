import { messages, scimSchemas } from '@portal/contracts';
import { z } from 'zod';
import { matchesFilter } from './match-filter.ts';
import { scimInvalid } from './scim-errors.ts';
import { type Filter, InvalidFilter, parseFilter } from './scim-filter.ts';

/** GET /Users and /Groups: RFC 7644 §3.4.2's query, pages of at most 200. */
export const listQuery = z.object({
  filter: z.string().max(2000).optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
  attributes: z.string().max(2000).optional(),
  excludedAttributes: z.string().max(2000).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const maxPageSize = 200;

export function parseListFilter(text: string | undefined): Filter | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return parseFilter(text);
  } catch (error) {
    if (error instanceof InvalidFilter)
      throw scimInvalid(`${messages.scimInvalidFilter} ${error.message}`, 'invalidFilter');
    throw error;
  }
}

/**
 * An exact value the filter requires of one attribute (`userName eq "…"`, alone or and-ed with
 * more), so the query reads one row instead of the account's every user; the whole filter still
 * decides.
 */
export function requiredValue(filter: Filter | undefined, attribute: string): string | undefined {
  if (!filter) return undefined;
  if (filter.kind === 'and')
    return requiredValue(filter.left, attribute) ?? requiredValue(filter.right, attribute);
  if (
    filter.kind === 'compare' &&
    filter.operator === 'eq' &&
    typeof filter.value === 'string' &&
    !filter.path.sub &&
    filter.path.name === attribute
  )
    return filter.value;
  return undefined;
}

/** RFC 7644 §3.9: only the attributes asked for, or all but those excluded; id and schemas always. */
function project(resource: Record<string, unknown>, query: ListQuery): Record<string, unknown> {
  const names = (text: string | undefined) =>
    text
      ? new Set(text.split(',').map((name) => name.trim().toLowerCase().split('.')[0].split(':').pop()!))
      : undefined;
  const only = names(query.attributes);
  const without = names(query.excludedAttributes);
  if (!only && !without) return resource;
  return Object.fromEntries(
    Object.entries(resource).filter(([key]) => {
      const name = key.toLowerCase();
      if (name === 'id' || name === 'schemas') return true;
      if (only) return only.has(name);
      return !without!.has(name);
    }),
  );
}

/** One resource, with the query's attribute choice applied. */
export const projectOne = project;

/** The ListResponse of RFC 7644 §3.4.2: the filtered resources, one page of them. */
export function listResponse(
  resources: Array<Record<string, unknown>>,
  filter: Filter | undefined,
  core: string,
  query: ListQuery,
) {
  const matching = filter
    ? resources.filter((resource) => matchesFilter(filter, resource, [core]))
    : resources;
  // RFC 7644 §3.4.2.4: a startIndex below 1 is 1, a negative count is 0.
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(Math.max(0, query.count ?? maxPageSize), maxPageSize);
  const page = matching.slice(startIndex - 1, startIndex - 1 + count);
  return {
    schemas: [scimSchemas.listResponse],
    totalResults: matching.length,
    startIndex,
    itemsPerPage: page.length,
    Resources: page.map((resource) => project(resource, query)),
  };
}
