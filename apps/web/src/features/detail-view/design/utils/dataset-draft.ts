import {
  type DatasetDefinition,
  type DatasetType,
  type DatasetVariable,
  mainDatasetName,
  messages,
  parseUrlVariables,
} from '@portal/contracts';
import { dependenciesOf, orderDatasets } from '../../engine/dataset-graph';

/** Where a URL variable takes its value: the page's vars, a fixed value, or a field of a dataset. */
export const pageVarsSource = '/vars';
export const fixedValueSource = '/fixed';
// Dataset names never hold a slash, so these two can never be a dataset's name.

export type VariableBinding = { name: string; source: string | null; field: string | null; value: string };

/** The new-dataset view's answers, as the designer fills them in. */
export type DatasetDraft = {
  /** The name of the dataset being edited; null for a new one. */
  editing: string | null;
  name: string;
  datasetType: DatasetType;
  server: string | null;
  endpoint: string | null;
  variables: VariableBinding[];
  filterField: string | null;
  parentDataset: string | null;
  parentField: string | null;
};

function bindingOf(variable: DatasetVariable): VariableBinding {
  if (variable.dataset)
    return { name: variable.name, source: variable.dataset, field: variable.field ?? null, value: '' };
  if (variable.value !== undefined)
    return { name: variable.name, source: fixedValueSource, field: null, value: variable.value };
  return { name: variable.name, source: pageVarsSource, field: null, value: '' };
}

export function draftOf(definition?: DatasetDefinition): DatasetDraft {
  return {
    editing: definition?.name ?? null,
    name: definition?.name ?? '',
    datasetType: definition?.datasetType ?? 'record',
    server: definition?.server ?? null,
    endpoint: definition?.endpoint ?? null,
    variables: (definition?.variables ?? []).map(bindingOf),
    filterField: definition?.params?.filterField ?? null,
    parentDataset: definition?.params?.parentDataset ?? null,
    parentField: definition?.params?.parentField ?? null,
  };
}

/** The variables of a newly chosen endpoint, keeping the bindings of the names it shares with the last. */
export function withEndpoint(draft: DatasetDraft, endpoint: string | null, url: string): DatasetDraft {
  const names = parseUrlVariables(url);
  const isMain = draft.editing === mainDatasetName;
  return {
    ...draft,
    endpoint,
    variables: names.map(
      (name) =>
        draft.variables.find((binding) => binding.name === name) ?? {
          name,
          source: isMain ? pageVarsSource : null,
          field: null,
          value: '',
        },
    ),
    filterField: null,
  };
}

const isBound = (binding: VariableBinding) =>
  binding.source === pageVarsSource ||
  (binding.source === fixedValueSource && binding.value.trim() !== '') ||
  (binding.source !== null && binding.source !== fixedValueSource && Boolean(binding.field));

/** 'Test and Confirm' waits until every answer is given (SPEC.md: disabled until bindings are complete). */
export function isDraftComplete(draft: DatasetDraft): boolean {
  if (!draft.name.trim() || !draft.server || !draft.endpoint) return false;
  if (!draft.variables.every(isBound)) return false;
  if (draft.datasetType === 'record') return true;
  return Boolean(draft.filterField && draft.parentDataset && draft.parentField);
}

function variableOf(binding: VariableBinding): DatasetVariable {
  if (binding.source === pageVarsSource) return { name: binding.name };
  if (binding.source === fixedValueSource) return { name: binding.name, value: binding.value.trim() };
  return { name: binding.name, dataset: binding.source ?? '', field: binding.field ?? '' };
}

export function definitionOf(draft: DatasetDraft, serverName: string): DatasetDefinition {
  const definition: DatasetDefinition = {
    name: draft.name.trim(),
    datasetType: draft.datasetType,
    server: draft.server ?? '',
    serverName,
    endpoint: draft.endpoint ?? '',
    variables: draft.variables.map(variableOf),
  };
  if (draft.datasetType !== 'record')
    definition.params = {
      filterField: draft.filterField ?? '',
      parentDataset: draft.parentDataset ?? '',
      parentField: draft.parentField ?? '',
    };
  return definition;
}

/** The datasets that lie on a dependency cycle (not those that merely read from one). */
export function cycleMembers(definitions: readonly DatasetDefinition[]): string[] {
  const { cyclic } = orderDatasets(definitions);
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const reachesItself = (start: string) => {
    const seen = new Set<string>();
    const stack = [...dependenciesOf(byName.get(start)!)];
    while (stack.length > 0) {
      const name = stack.pop()!;
      if (name === start) return true;
      if (seen.has(name) || !byName.has(name)) continue;
      seen.add(name);
      stack.push(...dependenciesOf(byName.get(name)!));
    }
    return false;
  };
  return cyclic.filter(reachesItself);
}

/** The datasets with this one added, or put in the place of the one it edits. */
export function upsertDataset(
  definitions: readonly DatasetDefinition[],
  editing: string | null,
  definition: DatasetDefinition,
): DatasetDefinition[] {
  const at = editing === null ? -1 : definitions.findIndex((other) => other.name === editing);
  if (at < 0) return [...definitions, definition];
  return definitions.map((other, index) => (index === at ? definition : other));
}

/**
 * The datasets after this draft is confirmed, or why it cannot be: a name already used, or a
 * binding that would make datasets read from each other in a cycle (named, as the server names it).
 */
export function checkDraft(
  draft: DatasetDraft,
  definitions: readonly DatasetDefinition[],
  serverName: string,
): { ok: true; definitions: DatasetDefinition[] } | { ok: false; error: string } {
  const definition = definitionOf(draft, serverName);
  const taken = definitions.some((other) => other.name === definition.name && other.name !== draft.editing);
  if (taken) return { ok: false, error: `${messages.detailDatasetNamesRepeated} ${definition.name}` };
  const next = upsertDataset(definitions, draft.editing, definition);
  const cycle = cycleMembers(next);
  if (cycle.length > 0) return { ok: false, error: `${messages.detailDatasetCycle} ${cycle.join(', ')}` };
  return { ok: true, definitions: next };
}
