import { type DatasetDefinition, type DatasetType, mainDatasetName, ownValue } from '@portal/contracts';
import { isMissing, type Row, readField } from './read-field';

export type Scalar = string | number | boolean;
/** The page's `vars`: the URL variables of the main endpoint, from the link that opened the page. */
export type PageVars = Record<string, unknown>;
export type ExactFilter = { field: string; value: Scalar };

/**
 * One call for a dataset's data: everything that decides its answer, and the page and dataset that
 * make it, which the server checks the call against (DESIGN.md §6c).
 */
export type DatasetRequest = {
  view: string;
  dataset: string;
  kind: DatasetType;
  endpoint: string;
  urlVariables: Record<string, Scalar>;
  /** List and lookup: rows whose field equals the value (DESIGN.md §6 `params.filters`). */
  filters: ExactFilter[];
};

/** What a dataset's inputs allow now. */
export type Inputs =
  | { kind: 'unsettled' }
  | { kind: 'missing'; missing: string[] }
  | { kind: 'ready'; request: DatasetRequest; key: string };

/** A dataset as its dependants see it: whether it has finished, and its record when it has one. */
export type Source = { settled: boolean; data: Row | null };

const toScalar = (value: unknown): Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : JSON.stringify(value);

/** The same request always gives the same key, so one question is asked once. */
export const requestKey = (request: DatasetRequest) => JSON.stringify(request);

/**
 * The request a dataset needs now: 'unsettled' while a dataset it reads from is still loading,
 * 'missing' (naming the inputs) when a value it needs is absent — a URL variable is then never sent
 * empty —, 'ready' with the request otherwise.
 */
export function resolveRequest(
  definition: DatasetDefinition,
  sourceOf: (name: string) => Source | undefined,
  vars: PageVars,
  view: string,
): Inputs {
  const missing: string[] = [];
  let unsettled = false;
  const valueFrom = (dataset: string, field: string, label: string): unknown => {
    const source = sourceOf(dataset);
    if (source && !source.settled) {
      unsettled = true;
      return undefined;
    }
    const value = readField(source?.data, field);
    if (isMissing(value)) missing.push(label);
    return value;
  };

  // A Map, not an object: a variable named __proto__ or constructor is a variable like any other.
  const urlVariables = new Map<string, Scalar>();
  const variables = definition.variables ?? [];
  for (const variable of variables) {
    let value: unknown;
    if (variable.dataset) value = valueFrom(variable.dataset, variable.field ?? '', variable.name);
    else if (!isMissing(variable.value)) value = variable.value;
    else {
      value = ownValue(vars, variable.name);
      if (isMissing(value)) missing.push(variable.name);
    }
    if (!isMissing(value)) urlVariables.set(variable.name, toScalar(value));
  }
  // A main dataset saved without its variables takes the page's vars as they came.
  if (definition.name === mainDatasetName && variables.length === 0) {
    for (const [name, value] of Object.entries(vars))
      if (!isMissing(value)) urlVariables.set(name, toScalar(value));
  }

  const filters: ExactFilter[] = [];
  if (definition.datasetType !== 'record') {
    const params = definition.params;
    if (!params) missing.push('params');
    else {
      const value = valueFrom(params.parentDataset, params.parentField, params.filterField);
      if (!isMissing(value)) filters.push({ field: params.filterField, value: toScalar(value) });
    }
  }

  if (unsettled) return { kind: 'unsettled' };
  if (missing.length > 0) return { kind: 'missing', missing };
  const request: DatasetRequest = {
    view,
    dataset: definition.name,
    kind: definition.datasetType,
    endpoint: definition.endpoint,
    urlVariables: Object.fromEntries(urlVariables),
    filters,
  };
  return { kind: 'ready', request, key: requestKey(request) };
}
