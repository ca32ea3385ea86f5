import {
  conditionWords,
  type DeclaredParams,
  isQueryFieldName,
  messages,
  type NormalizedQuery,
  queryFieldNameRefusal,
  type RestSettings,
  type RestTemplateName,
  restRowsNotFound,
  restTotalNotNumber,
  restTotalPlace,
  splitRestTemplate,
  undeclaredPair,
  undeclaredParameterRefusal,
  type WrittenPair,
  writeRestCondition,
} from '@portal/contracts';
import { AppError, badRequest } from '../../errors.ts';
import type { NextPage, ProxyAdapter, UpstreamAnswer } from './adapter-types.ts';
import { formatNumber, readConditions, readSort } from './query-conditions.ts';
import { finishPage, readCount } from './read-page.ts';
import { type RestConvention, resolveRestConvention } from './rest-presets.ts';

/** What each template lets the portal ask, as a refusal names it. */
const capabilities: Record<RestTemplateName, string> = {
  sortAsc: 'sorting ascending (sortAsc)',
  sortDesc: 'sorting descending (sortDesc)',
  equals: 'exact matches (equals)',
  numberFrom: 'a lower bound on a number (numberFrom)',
  numberTo: 'an upper bound on a number (numberTo)',
  contains: 'text search in a field (contains)',
  freeText: 'free-text search (freeText)',
};

type Pair = [string, string];
/** A rendered pair and whether it came from a condition on a field (which must not take a reserved key). */
type Written = WrittenPair & {
  /** Written once per value of an "any of" filter: its key repeats by design. */
  anyOf?: boolean;
};

/**
 * The value at a dotted path; `*` takes the one array (else the first value) of an object. Own
 * keys only: `constructor` or `__proto__` in a path finds what the answer holds under that name,
 * never what every object inherits.
 */
export function readPath(body: unknown, path: string): unknown {
  let current = body;
  for (const key of path.split('.').filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (key === '*' && !Array.isArray(current)) {
      const values = Object.values(current);
      current = values.find(Array.isArray) ?? values[0];
    } else {
      current = Object.hasOwn(current, key) ? (current as Record<string, unknown>)[key] : undefined;
    }
  }
  return current;
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/** The URL of the Link header's rel="next" (RFC 8288), if any. */
export function nextLink(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const match of header.matchAll(/<([^>]*)>([^,<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2]);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (relations.includes('next')) return match[1];
  }
  return undefined;
}

/**
 * Page style: the page size s ≥ limit and page p whose rows [p·s, p·s + s) hold [offset, offset + limit).
 * An offset that is a multiple of the limit gives s = limit; any other the smallest page that covers it.
 */
export function pagePlan(offset: number, limit: number) {
  let size = limit;
  while (offset % size > size - limit) size += 1;
  const page = Math.floor(offset / size);
  return { page, size, skip: offset - page * size };
}

/** The total where the convention says it is, as it came; undefined or null when the upstream gave none. */
function rawTotal(convention: RestConvention, answer: UpstreamAnswer): unknown {
  const { total } = convention;
  if (total === 'none') return undefined;
  if (total === 'x-total-count') return headerText(answer.headers['x-total-count']);
  if (total === 'content-range') {
    // "0-24/3573", "*/0", or "0-24/*" when the upstream did not count.
    const range = headerText(answer.headers['content-range']);
    if (range === undefined) return undefined;
    const count = range.slice(range.lastIndexOf('/') + 1).trim();
    return count === '*' ? undefined : count;
  }
  return readPath(answer.body, total.body);
}

/** The count, or null when the upstream gave none; a total that is there but not a count is explained. */
export function readTotal(convention: RestConvention, answer: UpstreamAnswer): number | null {
  const { total } = convention;
  const found = rawTotal(convention, answer);
  if (found === undefined || found === null || total === 'none') return null;
  const count = readCount(found);
  if (count === null)
    throw new AppError('upstream_invalid', restTotalNotNumber(restTotalPlace(total), found));
  return count;
}

/** The paging pairs of a list request, and the names the conventions reads as paging. */
function pagingPairs(convention: RestConvention, query: NormalizedQuery): { pairs: Pair[]; names: string[] } {
  const { paging } = convention;
  switch (paging.style) {
    case 'offset':
      return {
        pairs: [
          [paging.offset, String(query.offset)],
          [paging.limit, String(query.limit)],
        ],
        names: [paging.offset, paging.limit],
      };
    case 'page': {
      const plan = pagePlan(query.offset, query.limit);
      return {
        pairs: [
          [paging.page, String(plan.page + paging.firstPage)],
          [paging.size, String(plan.size)],
        ],
        names: [paging.page, paging.size],
      };
    }
    case 'cursor':
      return {
        pairs: paging.limit ? [[paging.limit, String(query.limit)]] : [],
        names: [paging.param, ...(paging.limit ? [paging.limit] : [])],
      };
    default:
      return { pairs: [], names: [] };
  }
}

function writeConditions(
  convention: RestConvention,
  query: NormalizedQuery,
  declared: DeclaredParams | undefined,
): Written[] {
  const templates = convention.query;
  const written: Written[] = [];
  const write = (name: RestTemplateName, field: string | undefined, value: string | undefined) => {
    if (field !== undefined && !isQueryFieldName(field)) throw badRequest(queryFieldNameRefusal(field));
    const pairs = writeRestCondition(convention, name, field, value);
    if (!pairs) throw badRequest(`${messages.restUnsupported} ${capabilities[name]}.`);
    const missing = declared && undeclaredPair(declared, name, pairs);
    if (missing) {
      throw badRequest(
        undeclaredParameterRefusal(missing, `${conditionWords[name]}${field ? ` ${field}` : ''}`),
      );
    }
    return pairs;
  };
  const { text, freeText, numbers, equals, anyOf } = readConditions(query, {
    several: declared !== undefined,
  });
  for (const entry of text) written.push(...write('contains', entry.field, entry.value));
  for (const value of freeText) written.push(...write('freeText', undefined, value));
  for (const condition of numbers) {
    if (condition.equals !== undefined) {
      const value = formatNumber(condition.equals);
      // A field with range parameters of its own, or a convention without an equals template, writes a
      // number's equality as a range of one value.
      const asRange =
        Object.hasOwn(convention.ranges, condition.field) ||
        (!templates.equals && templates.numberFrom && templates.numberTo);
      if (asRange) {
        written.push(...write('numberFrom', condition.field, value));
        written.push(...write('numberTo', condition.field, value));
      } else {
        written.push(...write('equals', condition.field, value));
      }
    }
    if (condition.min !== undefined)
      written.push(...write('numberFrom', condition.field, formatNumber(condition.min)));
    if (condition.max !== undefined)
      written.push(...write('numberTo', condition.field, formatNumber(condition.max)));
  }
  const asText = (value: string | number | boolean) =>
    typeof value === 'number' ? formatNumber(value) : String(value);
  for (const { field, value } of equals) written.push(...write('equals', field, asText(value)));
  for (const { field, values } of anyOf) {
    const pairs = values.flatMap((value) => write('equals', field, asText(value)));
    // Only a parameter the document declares as taking several values reads a repeated key as "any of".
    const single = pairs.find(({ pair }) => declared?.get(pair[0])?.multiple !== true);
    if (single) throw badRequest(`${messages.exactSeveralUnsupported} ${field}`);
    written.push(...pairs.map((pair) => ({ ...pair, anyOf: true })));
  }
  const sort = readSort(query);
  if (sort) written.push(...write(sort.direction === 'asc' ? 'sortAsc' : 'sortDesc', sort.field, undefined));
  return written;
}

/**
 * A condition may not write a key the convention reads as something else (a field named `limit`
 * on `{field}={value}`), and two conditions may share a key only where the upstream ANDs them.
 */
function refuseCollisions(convention: RestConvention, fixed: string[], written: Written[]) {
  const reserved = new Set([...fixed, ...convention.reservedKeys]);
  const seen = new Set<string>();
  const anyOfKeys = new Set<string>();
  for (const { pair, field, anyOf } of written) {
    const [key] = pair;
    if (field !== undefined && reserved.has(key)) throw badRequest(`${messages.restFieldReserved} ${field}`);
    const repeatsItsOwn = anyOf === true && anyOfKeys.has(key);
    if (seen.has(key) && !repeatsItsOwn && convention.repeatedKeys !== 'and') {
      throw badRequest(`${messages.restRepeatedKey} ${key}`);
    }
    seen.add(key);
    if (anyOf) anyOfKeys.add(key);
  }
}

function readNext(convention: RestConvention, answer: UpstreamAnswer): NextPage | undefined {
  const { paging } = convention;
  if (paging.style !== 'cursor') return undefined;
  if (paging.from === 'link') {
    const url = nextLink(headerText(answer.headers.link));
    return url ? { url } : undefined;
  }
  const value = readPath(answer.body, paging.from.body);
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return undefined;
  const text = String(value);
  // DRF's CursorPagination and HAL links give the next page as a URL; most cursor APIs a token.
  return /^(?:https?:\/\/|\/|\?)/i.test(text) ? { url: text } : { token: text };
}

/** A ProxyAdapter for one declared convention (DESIGN.md §6a): pure, like the fixed adapters. */
export function createRestAdapter(convention: RestConvention): ProxyAdapter {
  const { paging } = convention;
  // The literal keys of the templates (`ordering`, `search`, `_sort`) mean something already.
  const templateKeys = Object.values(convention.query).flatMap((template) =>
    (template ? (splitRestTemplate(template) ?? []) : [])
      .map(([name]) => name)
      .filter((name) => !name.includes('{field}')),
  );
  return {
    buildListRequest(query, parts) {
      const { pairs, names } = pagingPairs(convention, query);
      const written = writeConditions(convention, query, parts.declared);
      const fixed = [...names, ...templateKeys, ...convention.listParams.map(([name]) => name)];
      refuseCollisions(convention, fixed, written);
      return {
        query: [...pairs, ...convention.listParams, ...written.map(({ pair }) => pair)],
        body: {},
        headers: { ...convention.headers },
      };
    },

    normalizeList(answer, query, options) {
      const totalResults = readTotal(convention, answer);
      const found = readPath(answer.body, options.rowsPath || convention.rows);
      // Spring's HAL leaves _embedded out of an empty page.
      if (!Array.isArray(found) && totalResults !== 0) {
        throw new AppError('upstream_invalid', restRowsNotFound(options.rowsPath || convention.rows, found));
      }
      let rows: unknown[] = Array.isArray(found) ? found : [];
      const asked = { offset: query.offset, limit: query.limit };
      if (paging.style === 'none') {
        return finishPage({
          rows: rows.slice(query.offset, query.offset + query.limit),
          offset: undefined,
          limit: undefined,
          totalResults: totalResults ?? rows.length,
          asked,
        });
      }
      if (paging.style === 'page') {
        const plan = pagePlan(query.offset, query.limit);
        rows = rows.slice(plan.skip, plan.skip + query.limit);
      }
      // json-server 1.x answers a page past the last with the last page again.
      if (totalResults !== null && query.offset >= totalResults) rows = [];
      const hasMore = paging.style === 'cursor' ? readNext(convention, answer) !== undefined : undefined;
      return finishPage({ rows, offset: undefined, limit: undefined, totalResults, hasMore, asked });
    },

    buildRecordRequest: () => ({ query: [], body: {}, headers: { ...convention.headers } }),
    normalizeRecord: (answer) => readPath(answer.body, convention.record) ?? null,

    cursor:
      paging.style === 'cursor'
        ? { param: paging.param, readNext: (answer) => readNext(convention, answer) }
        : undefined,
  };
}

const built = new WeakMap<RestSettings, ProxyAdapter>();

/** The adapter of a server's saved conventions, built once per settings object. */
export function restAdapterFor(settings: RestSettings): ProxyAdapter {
  let adapter = built.get(settings);
  if (!adapter) {
    adapter = createRestAdapter(resolveRestConvention(settings));
    built.set(settings, adapter);
  }
  return adapter;
}
