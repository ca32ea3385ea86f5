import { freeTextField, messages, normalizedQueryKeys } from '@portal/contracts';
import type { DatasetCallRules, PageCallRules, SearchCallRules } from '../views/read-page-call-rules.ts';
import { isObject, type Json, listOf } from '../views/read-stored-json.ts';

/** A plain user's call as the route received it. */
export type BoundCall = {
  uuid: string;
  dataset?: string;
  urlVariables: Record<string, unknown>;
  params?: Record<string, unknown>;
  bodyParams?: Record<string, unknown>;
  headers?: Record<string, unknown>;
};

const queryKeys: ReadonlySet<string> = new Set(normalizedQueryKeys);
const given = (value: unknown) => value !== undefined && value !== null;
const named = (message: string, name: string) => `${message} ${name}`;

/** The names a call gives a value, as the engine reads them (null counts as not given). */
const givenNames = (entries: Record<string, unknown> | undefined) =>
  Object.keys(entries ?? {}).filter((name) => given(entries?.[name]));

/**
 * The field names of a list of objects (filters, custom filters). A shape the contracts refuse is
 * left to them: the engine answers it 400 before anything goes upstream.
 */
const fieldsOf = (list: Json, key = 'field'): Json[] =>
  listOf(list).map((item) => (isObject(item) ? item[key] : undefined));

/** The first text of `names` that `allowed` does not hold. */
const firstOutside = (names: Json[], allowed: (name: string) => boolean) =>
  names.find((name): name is string => typeof name === 'string' && !allowed(name));

/** What no page sends: declared params, body params, headers (a free value would be a free filter). */
function checkUndeclared(call: BoundCall): string | undefined {
  const param = givenNames(call.params).find((name) => !queryKeys.has(name));
  const extra = param ?? givenNames(call.bodyParams)[0] ?? givenNames(call.headers)[0];
  return extra === undefined ? undefined : named(messages.proxyParamNotOfPage, extra);
}

/** The field of a custom filter the page does not define, or defines with another type (a range on an 'Exact' filter). */
function customFilterOutside(page: SearchCallRules, filters: Json): string | undefined {
  for (const filter of listOf(filters)) {
    if (!isObject(filter) || typeof filter.field !== 'string') continue;
    const type = typeof filter.type === 'string' ? filter.type : 'Number';
    if (page.customFields.get(filter.field) !== type) return filter.field;
  }
  return undefined;
}

function checkSearch(page: SearchCallRules, call: BoundCall): string | undefined {
  if (call.dataset !== undefined) return named(messages.proxyDatasetNotOfPage, call.dataset);
  if (call.uuid !== page.endpoint) return messages.proxyEndpointNotOfPage;
  const variable = givenNames(call.urlVariables)[0];
  if (variable !== undefined) return named(messages.proxyVariableNotOfPage, variable);
  const params = call.params ?? {};
  const search = isObject(params.textSearch) ? params.textSearch.fields : undefined;
  const filter =
    firstOutside(listOf(search), (field) => field === freeTextField || page.textFields.has(field)) ??
    firstOutside(listOf(params.freeTextFields), (field) => page.textFields.has(field)) ??
    customFilterOutside(page, params.customFilters) ??
    firstOutside(fieldsOf(params.filters), (field) => page.filterFields.has(field));
  if (filter !== undefined) return named(messages.proxyFilterNotOfPage, filter);
  const orderBy = params.orderBy;
  if (typeof orderBy === 'string' && orderBy !== '' && !page.columns.has(orderBy))
    return named(messages.proxySortNotOfPage, orderBy);
  return undefined;
}

function checkVariables(dataset: DatasetCallRules, call: BoundCall): string | undefined {
  for (const name of givenNames(call.urlVariables)) {
    const fixed = dataset.fixed.get(name);
    if (fixed !== undefined && String(call.urlVariables[name]) !== fixed)
      return named(messages.proxyVariableFixed, name);
    if (dataset.variables && !dataset.variables.has(name))
      return named(messages.proxyVariableNotOfPage, name);
  }
  return undefined;
}

/** A record asks for no query; a list or lookup asks for exactly its one exact match, and pages. */
function checkDatasetQuery(dataset: DatasetCallRules, call: BoundCall): string | undefined {
  const params = call.params ?? {};
  if (dataset.kind === 'record') {
    const param = givenNames(params)[0];
    return param === undefined ? undefined : named(messages.proxyParamNotOfPage, param);
  }
  const { filterField } = dataset;
  if (!filterField) return messages.forbidden;
  const search = isObject(params.textSearch) ? listOf(params.textSearch.fields) : [];
  const other =
    firstOutside(search, () => false) ??
    firstOutside(listOf(params.freeTextFields), () => false) ??
    firstOutside(fieldsOf(params.customFilters), () => false);
  if (other !== undefined) return named(messages.proxyFilterNotOfPage, other);
  const filters = fieldsOf(params.filters);
  const stranger = firstOutside(filters, (field) => field === filterField);
  if (stranger !== undefined) return named(messages.proxyFilterNotOfPage, stranger);
  if (filters.length !== 1) return named(messages.proxyFilterRequired, filterField);
  const orderBy = params.orderBy;
  if (typeof orderBy === 'string' && orderBy !== '') return named(messages.proxySortNotOfPage, orderBy);
  return undefined;
}

function checkDataset(page: Extract<PageCallRules, { type: 'detail' }>, call: BoundCall): string | undefined {
  if (call.dataset === undefined) return messages.proxyPageRequired;
  const dataset = page.datasets.get(call.dataset);
  if (!dataset) return named(messages.proxyDatasetNotOfPage, call.dataset);
  if (call.uuid !== dataset.endpoint) return messages.proxyEndpointNotOfPage;
  return checkVariables(dataset, call) ?? checkDatasetQuery(dataset, call);
}

/**
 * Why a plain user's call is not one their page makes (DESIGN.md §6c), or undefined when it is:
 * the page's endpoint, its fixed URL variables, and only the filters, searches and sorts it
 * defines. The values the person types or a record supplies stay free.
 */
export function checkBoundCall(page: PageCallRules, call: BoundCall): string | undefined {
  const undeclared = checkUndeclared(call);
  if (undeclared) return undeclared;
  return page.type === 'search' ? checkSearch(page, call) : checkDataset(page, call);
}
