import {
  messages,
  type RestDetectReply,
  type RestPaging,
  type RestTotal,
  restDetectReply,
} from '@portal/contracts';
import { AppError } from '../../errors.ts';
import { createStepBudget, type StepBudget } from '../../http/step-budget.ts';
import { isRecord, readCount } from './read-page.ts';
import { nextLink } from './rest-adapter.ts';

/** One sample answer of a list endpoint, and the URL that asked it (its query hints at the paging). */
export type SampleAnswer = {
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

type Found = { path: string; value: unknown };

/** Names APIs give the list of rows, preferred over any other array at the same depth. */
const rowNames = ['data', 'items', 'results', 'records', 'rows', 'content', 'value', 'hits'];
/** Names of a count of every row, best first (Directus' filter_count counts what the filter leaves). */
const totalNames = [
  'total',
  'totalElements',
  'totalCount',
  'total_count',
  'filter_count',
  'totalResults',
  'total_results',
  'totalItems',
  'total_items',
  'count',
  'items',
];
const offsetNames = ['offset', 'skip', '$skip', '_start', 'start', 'pagination[start]'];
const pageNames = ['page', '_page', 'pageNumber', 'page_number', 'pagination[page]'];
const sizeNames = [
  'limit',
  '$limit',
  '_limit',
  'per_page',
  '_per_page',
  'perPage',
  'page_size',
  'pageSize',
  'size',
  'pagination[limit]',
  'pagination[pageSize]',
];
const cursorNames = ['cursor', 'after', 'starting_after', 'since', 'next_cursor', 'page_token', 'pageToken'];
const maxDepth = 4;

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const place = (path: string) => (path === '' ? 'the whole answer' : `'${path}'`);
const isRowList = (value: unknown) => Array.isArray(value) && value.length > 0 && value.every(isRecord);

/** The values of a sample answer read outside its lists, at most: a page of rows has a few dozen. */
const maxSampleValues = 100_000;

/** What reading one sample answer may cost; past it the answer is an upstream fault (502). */
export const sampleBudget = () =>
  createStepBudget(maxSampleValues, () => new AppError('upstream_invalid', messages.restDetectTooLarge));

/** A key a conventions' path can name (contracts' restPath): no dot, no space, 1 to 100 characters. */
const isNameable = (key: string) => /^[^.\s]{1,100}$/u.test(key);

/**
 * Every value of the body a path can name, breadth first (a level's keys in their order), arrays
 * not entered. A key that a saved path could not name is not proposed: the save would refuse it.
 */
function breadthFirst(body: unknown, budget: StepBudget): Found[] {
  const found: Found[] = [];
  let level: Found[] = [{ path: '', value: body }];
  for (let depth = 0; depth <= maxDepth && level.length > 0; depth += 1) {
    for (const entry of level) found.push(entry);
    const next: Found[] = [];
    for (const { path, value } of level) {
      if (!isRecord(value)) continue;
      for (const [key, child] of Object.entries(value)) {
        budget.spend();
        if (isNameable(key)) next.push({ path: join(path, key), value: child });
      }
    }
    level = next;
  }
  return found;
}

/** A next-page link of the sample, resolved against the URL that asked it: 502 when it is no address. */
function linkUrl(link: string, asked: URL): URL {
  try {
    return new URL(link, asked);
  } catch {
    throw new AppError('upstream_invalid', messages.restDetectBadLink);
  }
}

const depthOf = (path: string) => (path === '' ? 0 : path.split('.').length);
const lastKey = (path: string) => path.split('.').at(-1) ?? '';

/** The first array of records, breadth first, a common name winning at its depth; HAL's `_embedded.<rel>` as `_embedded.*`. */
function findRows(values: Found[]): Found | undefined {
  const lists = values.filter((entry) => isRowList(entry.value));
  // An empty page still names its rows: an empty array under a common name counts when nothing else does.
  const empty = values.filter(
    (entry) =>
      Array.isArray(entry.value) && entry.value.length === 0 && rowNames.includes(lastKey(entry.path)),
  );
  const candidates = lists.length > 0 ? lists : empty;
  if (candidates.length === 0) return undefined;
  const shallowest = candidates.reduce((least, entry) => Math.min(least, depthOf(entry.path)), maxDepth);
  const level = candidates.filter((entry) => depthOf(entry.path) === shallowest);
  const chosen = level.find((entry) => rowNames.includes(lastKey(entry.path))) ?? level[0];
  const embedded = /^(.*\.)?_embedded\.[^.]+$/.exec(chosen.path);
  return embedded ? { ...chosen, path: `${embedded[1] ?? ''}_embedded.*` } : chosen;
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

function findTotal(values: Found[], rowsPath: string, headers: SampleAnswer['headers']) {
  const counts = values.filter(
    (entry) =>
      totalNames.includes(lastKey(entry.path)) &&
      typeof entry.value === 'number' &&
      readCount(entry.value) !== null &&
      !entry.path.startsWith(`${rowsPath}.`),
  );
  const best = totalNames.map((name) => counts.find((entry) => lastKey(entry.path) === name)).find(Boolean);
  if (best)
    return { total: { body: best.path } as RestTotal, finding: `Total: ${best.value} at '${best.path}'.` };
  const counted = readCount(headerText(headers['x-total-count']));
  if (counted !== null)
    return { total: 'x-total-count' as const, finding: `Total: ${counted} in the X-Total-Count header.` };
  const range = /\/(\d+)\s*$/.exec(headerText(headers['content-range']) ?? '');
  if (range)
    return { total: 'content-range' as const, finding: `Total: ${range[1]} in the Content-Range header.` };
  return { total: 'none' as const, finding: 'Total: none found, so rows are not counted.' };
}

const firstOf = (names: string[], query: URLSearchParams) => names.find((name) => query.has(name));
/** A query parameter the conventions can name (contracts' rest-conventions.ts). */
const isParamName = (name: string) => /^[^\s&=#{}]{1,100}$/u.test(name);

/**
 * Offset or page paging written in a query: the asked URL's own, or a next page's URL (`asked` is
 * then the URL that asked this page, telling whether pages count from 0 or 1).
 */
function pagingInQuery(query: URLSearchParams, asked?: URLSearchParams): RestPaging | undefined {
  const size = firstOf(sizeNames, query);
  const offset = firstOf(offsetNames, query);
  if (offset && size) return { style: 'offset', offset, limit: size };
  const page = firstOf(pageNames, query);
  if (!page || !size) return undefined;
  const number = Number(query.get(page));
  // The next URL of the first page asks page 1 when pages count from 0 (Spring), 2 when from 1.
  const first = asked && !asked.has(page) ? number - 1 : asked ? Number(asked.get(page)) : number;
  return { style: 'page', page, size, firstPage: first === 0 ? 0 : 1 };
}

function describePaging(paging: RestPaging): string {
  switch (paging.style) {
    case 'offset':
      return `offset in '${paging.offset}', page size in '${paging.limit}'`;
    case 'page':
      return `page number in '${paging.page}' from ${paging.firstPage}, page size in '${paging.size}'`;
    case 'cursor':
      return paging.from === 'link'
        ? `the next page from the Link header's rel="next"`
        : `the next page from '${paging.from.body}'`;
    default:
      return 'none';
  }
}

/** The cursor parameter a next-page URL carries: a cursor-like name, else the one that differs from the asked URL. */
function cursorParamOf(next: string, asked: URL): { param: string; limit?: string } {
  const query = linkUrl(next, asked).searchParams;
  const limit = firstOf(sizeNames, query) ?? firstOf(sizeNames, asked.searchParams);
  const changed = [...query.keys()].find(
    (key) => query.get(key) !== asked.searchParams.get(key) && isParamName(key),
  );
  const param = firstOf(cursorNames, query) ?? (changed && !sizeNames.includes(changed) ? changed : 'cursor');
  return { param, ...(limit ? { limit } : {}) };
}

const nextNames = ['next', 'next_page_url', 'nextPageUrl', 'next_cursor', 'nextCursor', 'next_page', 'href'];

/** A next page written in the body: a URL or token (a string), or a page number. */
function findNext(values: Found[], rowsPath: string): Found | undefined {
  const outside = values.filter((entry) => entry.path !== '' && !entry.path.startsWith(`${rowsPath}.`));
  return outside.find(({ path, value }) => {
    const key = lastKey(path);
    if (key === 'href') return path.endsWith('next.href') && typeof value === 'string';
    return nextNames.includes(key) && (typeof value === 'string' || typeof value === 'number');
  });
}

/** Page and size described by the body: Laravel's current_page/per_page, Spring's page.number/size, Feathers' skip/limit, Strapi's pagination. */
function pagingInBody(body: unknown): RestPaging | undefined {
  if (!isRecord(body)) return undefined;
  if ('current_page' in body && 'per_page' in body)
    return { style: 'page', page: 'page', size: 'per_page', firstPage: 1 };
  if (isRecord(body.page) && 'number' in body.page && 'size' in body.page)
    return { style: 'page', page: 'page', size: 'size', firstPage: 0 };
  if ('skip' in body && 'limit' in body) return { style: 'offset', offset: '$skip', limit: '$limit' };
  const pagination = isRecord(body.meta) && isRecord(body.meta.pagination) ? body.meta.pagination : undefined;
  if (pagination && 'start' in pagination)
    return { style: 'offset', offset: 'pagination[start]', limit: 'pagination[limit]' };
  if (pagination && 'pageSize' in pagination)
    return { style: 'page', page: 'pagination[page]', size: 'pagination[pageSize]', firstPage: 1 };
  return undefined;
}

const isUrl = (text: string) => /^(?:[a-z][a-z0-9+.-]*:|\/|\?)/i.test(text);

/** json-server 1.x answers `next: 2` beside its rows: the page asked is in the URL, its size named after it. */
function pageAfterNumber(asked: URLSearchParams): RestPaging | undefined {
  const page = firstOf(pageNames, asked);
  if (!page) return undefined;
  const size = firstOf(sizeNames, asked) ?? page.replace(/page$/i, 'per_page');
  return { style: 'page', page, size, firstPage: Number(asked.get(page)) === 0 ? 0 : 1 };
}

function findPaging(sample: SampleAnswer, values: Found[], rowsPath: string) {
  const asked = sample.url.searchParams;
  const link = nextLink(headerText(sample.headers.link));
  if (link) {
    const paging: RestPaging = { style: 'cursor', from: 'link', ...cursorParamOf(link, sample.url) };
    return { paging, finding: `Paging: ${describePaging(paging)} (${link}).` };
  }
  const next = findNext(values, rowsPath);
  if (next) {
    const text = String(next.value);
    // A next URL that pages by offset or page number is better followed by those: any page can be asked.
    const paging: RestPaging | undefined =
      typeof next.value === 'number'
        ? (pageAfterNumber(asked) ?? pagingInBody(sample.body))
        : isUrl(text)
          ? (pagingInQuery(linkUrl(text, sample.url).searchParams, asked) ??
            pagingInBody(sample.body) ?? {
              style: 'cursor',
              from: { body: next.path },
              ...cursorParamOf(text, sample.url),
            })
          : { style: 'cursor', from: { body: next.path }, ...cursorParamOf('?', sample.url) };
    if (paging)
      return { paging, finding: `Paging: ${describePaging(paging)} (next page ${text} at '${next.path}').` };
  }
  const paging = pagingInQuery(asked) ?? pagingInBody(sample.body);
  if (paging) return { paging, finding: `Paging: ${describePaging(paging)}.` };
  return { paging: null, finding: 'Paging: no hint in the answer; the paging part is left as it was.' };
}

/**
 * What one sample answer of a list endpoint suggests for a rest server's parts (docs/CONNECTING.md,
 * 'Detect'): where the rows are, where the total is, and how the next page is asked. Undefined when
 * the answer holds no list of records at all.
 */
export function proposeRestParts(
  sample: SampleAnswer,
  budget: StepBudget = sampleBudget(),
): RestDetectReply | undefined {
  const values = breadthFirst(sample.body, budget);
  const rows = findRows(values);
  if (!rows) return undefined;
  const rowCount = Array.isArray(rows.value) ? rows.value.length : 0;
  const total = findTotal(values, rows.path, sample.headers);
  const paging = findPaging(sample, values, rows.path);
  const proposal = {
    rows: rows.path,
    total: total.total,
    paging: paging.paging,
    findings: [`Rows: ${rowCount} at ${place(rows.path)}.`, total.finding, paging.finding],
  };
  // What is proposed is what the save takes: anything else is the sample's fault, said as such.
  if (!restDetectReply.safeParse(proposal).success)
    throw new AppError('upstream_invalid', messages.restDetectUnreadable);
  return proposal;
}
