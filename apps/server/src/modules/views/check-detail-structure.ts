import {
  type DetailMetacontent,
  type DetailMetadata,
  mainDatasetName,
  messages,
  type Navigation,
} from '@portal/contracts';
import { findDatasetCycle } from './find-dataset-cycle.ts';

export type DetailContent = { metacontent: DetailMetacontent; metadata: DetailMetadata };

const repeatedIn = (names: string[]) => [
  ...new Set(names.filter((name, index) => names.indexOf(name) !== index)),
];

/** Every navigation of the page: basic fields, list lines and the lists' search page. */
export function detailNavigations(metacontent: DetailMetacontent): Navigation[] {
  return metacontent.panels.flatMap((panel) => {
    if (panel.type === 'basic')
      return panel.fields.flatMap((field) => (field.navigation ? [field.navigation] : []));
    const { line1, line2, line3, line4, navigationPage } = panel.fields;
    const lines = [line1, line2, line3, line4].flatMap((line) => (line?.navigation ? [line.navigation] : []));
    return navigationPage ? [...lines, navigationPage.navigation] : lines;
  });
}

function datasetsProblem({ metadata }: DetailContent): string | undefined {
  const { datasets } = metadata;
  const repeated = repeatedIn(datasets.map((dataset) => dataset.name));
  if (repeated.length > 0) return `${messages.detailDatasetNamesRepeated} ${repeated.join(', ')}`;
  const main = datasets.find((dataset) => dataset.name === mainDatasetName);
  if (main?.datasetType !== 'record') return messages.detailMainMissing;
  if (main.server !== metadata.server || main.endpoint !== metadata.endpoint)
    return messages.detailMainMismatch;
  const names = new Set(datasets.map((dataset) => dataset.name));
  for (const dataset of datasets) {
    if (dataset.datasetType !== 'record' && !dataset.params) {
      return `${messages.detailDatasetParamsMissing} ${dataset.name}`;
    }
    const unbound = dataset.variables.find((variable) => variable.dataset && !variable.field);
    if (unbound) return `${messages.detailVariableFieldMissing} ${dataset.name}.${unbound.name}`;
    const inputs = [...dataset.variables.map((variable) => variable.dataset), dataset.params?.parentDataset];
    const unknown = inputs.find((name) => name !== undefined && !names.has(name));
    if (unknown) return `${messages.detailDatasetUnknown} ${unknown}`;
  }
  const cycle = findDatasetCycle(datasets);
  if (cycle) return `${messages.detailDatasetCycle} ${cycle.join(', ')}`;
  return undefined;
}

/** The datasets the page's content reads: title, panels, fields and navigation values. */
function contentProblem({ metacontent, metadata }: DetailContent): string | undefined {
  const types = new Map(metadata.datasets.map((dataset) => [dataset.name, dataset.datasetType]));
  const used: Array<string | undefined> = [metacontent.title.dataset];
  for (const panel of metacontent.panels) {
    if (panel.type === 'list') {
      const type = types.get(panel.dataset);
      if (!type) return `${messages.detailDatasetUnknown} ${panel.dataset}`;
      if (type !== 'list') return `${messages.detailPanelDatasetNotList} ${panel.title}`;
    } else used.push(...panel.fields.map((field) => field.dataset));
  }
  for (const navigation of detailNavigations(metacontent)) {
    used.push(navigation.dataset, ...(navigation.variables ?? []).map((variable) => variable.dataset));
  }
  const unknown = used.find((name) => name !== undefined && !types.has(name));
  return unknown === undefined ? undefined : `${messages.detailDatasetUnknown} ${unknown}`;
}

/**
 * What a detail view's own content must hold before any lookup (DESIGN.md §7): unique dataset
 * names, one record dataset main matching the view's server and endpoint, a filter for every list
 * and lookup, bindings and parents naming datasets that exist and no dependency cycle, then
 * panels, fields, title and navigation reading datasets that exist (a list panel a list dataset).
 * The refusal's text names the culprit; undefined when there is none.
 */
export function detailStructureProblem(view: DetailContent): string | undefined {
  return datasetsProblem(view) ?? contentProblem(view);
}
