import { mainDatasetName } from '@portal/contracts';
import { isObject, type Json, listOf, textOf } from './read-stored-json.ts';
import { viewNavigations } from './view-links.ts';

/** The calls one dataset of a detail page makes (DESIGN.md §6c, §7a). */
export type DatasetCallRules = {
  endpoint: string;
  kind: string;
  /** URL variables the page fixes: name → value. */
  fixed: ReadonlyMap<string, string>;
  /** The URL variables the dataset fills; undefined when any (a main without variables takes the page's vars). */
  variables: ReadonlySet<string> | undefined;
  /** List and lookup: the field of their exact match. */
  filterField: string | undefined;
};

export type SearchCallRules = {
  type: 'search';
  endpoint: string;
  textFields: ReadonlySet<string>;
  /** The custom filters' fields, each with its type ('Number', or 'Exact' of DESIGN.md §7d). */
  customFields: ReadonlyMap<string, string>;
  columns: ReadonlySet<string>;
  /** Exact matches: text filter fields, columns, and what navigations leading here filter by. */
  filterFields: ReadonlySet<string>;
};
export type DetailCallRules = { type: 'detail'; datasets: ReadonlyMap<string, DatasetCallRules> };
/** What a page's calls may be, read from its saved definition. */
export type PageCallRules = SearchCallRules | DetailCallRules;

const textsOf = (list: Json, key: string): Set<string> =>
  new Set(
    listOf(list)
      .map((item) => (isObject(item) ? textOf(item[key]) : undefined))
      .filter((text): text is string => text !== undefined),
  );

/** Each custom filter's field with its type (a filter saved without one is a 'Number' filter). */
const customFieldsOf = (list: Json): Map<string, string> =>
  new Map(
    listOf(list).flatMap((item) => {
      const field = isObject(item) ? textOf(item.field) : undefined;
      return field && isObject(item) ? [[field, textOf(item.type) ?? 'Number'] as [string, string]] : [];
    }),
  );

function readDataset(dataset: Record<string, Json>): DatasetCallRules | undefined {
  const endpoint = textOf(dataset.endpoint);
  if (!endpoint) return undefined;
  const fixed = new Map<string, string>();
  const variables = new Set<string>();
  for (const variable of listOf(dataset.variables)) {
    const name = isObject(variable) ? textOf(variable.name) : undefined;
    if (!name || !isObject(variable)) continue;
    variables.add(name);
    // As the page reads it: a variable bound to no dataset with a value is fixed to that value.
    const value = variable.value;
    if (!textOf(variable.dataset) && value !== undefined && value !== null && value !== '')
      fixed.set(name, String(value));
  }
  const anyVariables = dataset.name === mainDatasetName && variables.size === 0;
  return {
    endpoint,
    kind: textOf(dataset.datasetType) ?? 'record',
    fixed,
    variables: anyVariables ? undefined : variables,
    filterField: isObject(dataset.params) ? textOf(dataset.params.filterField) : undefined,
  };
}

function readDetail(metadata: Json): DetailCallRules {
  const datasets = new Map<string, DatasetCallRules>();
  for (const dataset of listOf(isObject(metadata) ? metadata.datasets : undefined)) {
    const name = isObject(dataset) ? textOf(dataset.name) : undefined;
    const rules = name && isObject(dataset) ? readDataset(dataset) : undefined;
    if (name && rules && !datasets.has(name)) datasets.set(name, rules);
  }
  return { type: 'detail', datasets };
}

function readSearch(metacontent: Json, metadata: Json): SearchCallRules | undefined {
  const endpoint = isObject(metadata) ? textOf(metadata.endpoint) : undefined;
  if (!endpoint) return undefined;
  const content = isObject(metacontent) ? metacontent : {};
  const textFields = textsOf(content.textFilters, 'field');
  const columns = textsOf(content.columns, 'value');
  return {
    type: 'search',
    endpoint,
    textFields,
    customFields: customFieldsOf(content.customFilters),
    columns,
    filterFields: new Set([...textFields, ...columns]),
  };
}

/** The rules of a saved page's calls; undefined for a shape no page has. */
export function readPageCallRules(
  type: string,
  metacontent: Json,
  metadata: Json,
): PageCallRules | undefined {
  if (type === 'search') return readSearch(metacontent, metadata);
  if (type === 'detail') return readDetail(metadata);
  return undefined;
}

/**
 * The fields by which a page's search navigations filter their destination (DESIGN.md §7c): the
 * destination field the designer chose, the field whose value becomes the entry, and for a list
 * panel's 'Go to search view' the list dataset's own filter field. Each as [destination, field].
 */
export function searchEntryFields(type: string, metacontent: Json, metadata: Json): [string, string][] {
  const entries: [string, string][] = [];
  const add = (navigation: Json, extra?: string) => {
    if (!isObject(navigation) || navigation.destinationType !== 'search') return;
    const destination = textOf(navigation.destination);
    if (!destination) return;
    for (const field of [textOf(navigation.destinationField), textOf(navigation.field), extra])
      if (field) entries.push([destination, field]);
  };
  for (const navigation of viewNavigations(type, metacontent)) add(navigation);
  if (type !== 'detail' || !isObject(metacontent)) return entries;
  const detail = readDetail(metadata);
  for (const panel of listOf(metacontent.panels)) {
    if (!isObject(panel) || panel.type !== 'list' || !isObject(panel.fields)) continue;
    const page = panel.fields.navigationPage;
    const dataset = detail.datasets.get(textOf(panel.dataset) ?? '');
    if (isObject(page)) add(page.navigation, dataset?.filterField);
  }
  return entries;
}
