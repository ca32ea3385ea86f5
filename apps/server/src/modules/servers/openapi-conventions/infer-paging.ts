import type { RestPaging } from '@portal/contracts';
import type { StepBudget } from '../../../http/step-budget.ts';
import type { QueryParameter } from './read-operations.ts';
import { branchesOf, propertiesOf, type Schema, typesOf } from './schema-walk.ts';

/** The paging of one list, and whether its first page number was only assumed. */
export type PagingFinding = { paging: RestPaging; firstPageAssumed?: boolean };

// The names APIs give each paging parameter (FastAPI-pagination, DRF, Spring, Laravel, Nest, OData…).
const offsetNames = ['offset', 'skip', 'start', '$skip', '_start'];
const pageNames = ['page', 'page_number', 'pageNumber', 'pageIndex', 'page_index', '_page', 'p'];
const sizeNames = [
  'size',
  'page_size',
  'pageSize',
  'per_page',
  'perPage',
  '_per_page',
  'limit',
  '_limit',
  'count',
];
const limitNames = [
  'limit',
  'take',
  '$top',
  '_limit',
  'size',
  'count',
  'max',
  'maxResults',
  'page_size',
  'pageSize',
  'per_page',
];
const cursorNames = [
  'cursor',
  'after',
  'page_token',
  'pageToken',
  'next_token',
  'nextToken',
  'starting_after',
  'continuation',
  'continuationToken',
  'marker',
];
/** Where an answer says its next page: a token or a URL. */
const nextNames = [
  'next_cursor',
  'nextCursor',
  'next_page_token',
  'nextPageToken',
  'endCursor',
  'next',
  'cursor',
];

/** The paging parameter names, so that no other inference reads them as filters. */
export const pagingNames: ReadonlySet<string> = new Set([
  ...offsetNames,
  ...pageNames,
  ...sizeNames,
  ...limitNames,
  ...cursorNames,
]);

const pick = (query: readonly QueryParameter[], names: readonly string[], except?: string) =>
  names
    .map((name) => query.find((parameter) => parameter.name === name))
    .find((parameter): parameter is QueryParameter => parameter !== undefined && parameter.name !== except);

/** A page number's first value from its minimum or default (0 or 1), if the document says. */
function firstPageOf(parameter: QueryParameter, budget: StepBudget): 0 | 1 | undefined {
  for (const branch of branchesOf(parameter.schema, budget)) {
    for (const key of ['minimum', 'default']) {
      const value = branch[key];
      if (value === 0 || value === 1) return value;
    }
  }
  return undefined;
}

/** The path of the next page's cursor in the answer, at most three levels down. */
function nextPathOf(answer: Schema | undefined, budget: StepBudget): string | undefined {
  if (!answer) return undefined;
  let level: Array<[string, Schema]> = [['', answer]];
  for (let depth = 0; depth < 3 && level.length > 0; depth += 1) {
    const next: Array<[string, Schema]> = [];
    for (const [prefix, schema] of level) {
      for (const [name, child] of propertiesOf(schema, budget)) {
        const path = prefix ? `${prefix}.${name}` : name;
        const types = typesOf(child, budget);
        if (nextNames.includes(name) && types.has('string')) return path;
        if (types.has('object')) next.push([path, child]);
      }
    }
    level = next;
  }
  return undefined;
}

/**
 * How one list pages, from the parameters it declares: page and size (first page from the page's
 * minimum or default, else assumed 1), offset and limit, a cursor (the next one read from the
 * answer or its Link header), or none when it declares no paging parameter at all.
 */
export function pagingOf(
  query: readonly QueryParameter[],
  answer: Schema | undefined,
  headers: readonly string[],
  budget: StepBudget,
): PagingFinding | undefined {
  const page = pick(query, pageNames);
  if (page) {
    const size = pick(query, sizeNames, page.name);
    if (!size) return undefined;
    const first = firstPageOf(page, budget);
    return {
      paging: { style: 'page', page: page.name, size: size.name, firstPage: first ?? 1 },
      ...(first === undefined ? { firstPageAssumed: true } : {}),
    };
  }
  const offset = pick(query, offsetNames);
  if (offset) {
    const limit = pick(query, limitNames, offset.name);
    return limit ? { paging: { style: 'offset', offset: offset.name, limit: limit.name } } : undefined;
  }
  const cursor = pick(query, cursorNames);
  if (cursor) {
    const limit = pick(query, limitNames);
    const path = nextPathOf(answer, budget);
    const from = path ? { body: path } : headers.includes('link') ? ('link' as const) : undefined;
    if (!from) return undefined;
    return { paging: { style: 'cursor', from, param: cursor.name, ...(limit ? { limit: limit.name } : {}) } };
  }
  const anyPaging = query.some((parameter) => pagingNames.has(parameter.name));
  return anyPaging ? undefined : { paging: { style: 'none' } };
}
