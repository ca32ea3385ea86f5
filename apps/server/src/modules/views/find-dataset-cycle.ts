import type { DatasetDefinition } from '@portal/contracts';

/** The datasets a dataset waits for: those its URL variables are bound to and its parent. */
export function datasetInputs(dataset: DatasetDefinition): string[] {
  const inputs = dataset.variables.flatMap((variable) => (variable.dataset ? [variable.dataset] : []));
  if (dataset.params) inputs.push(dataset.params.parentDataset);
  return [...new Set(inputs)];
}

/**
 * The first cycle among the datasets' dependencies, as the names along it (a dataset bound to
 * itself is a cycle of one), or undefined when they can all be loaded in some order. Inputs that
 * name no dataset are left to the reference check.
 */
export function findDatasetCycle(datasets: DatasetDefinition[]): string[] | undefined {
  const inputs = new Map(datasets.map((dataset) => [dataset.name, datasetInputs(dataset)]));
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();

  function visit(name: string): string[] | undefined {
    if (onPath.has(name)) return path.slice(path.indexOf(name));
    if (done.has(name) || !inputs.has(name)) return undefined;
    path.push(name);
    onPath.add(name);
    for (const input of inputs.get(name) ?? []) {
      const cycle = visit(input);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(name);
    done.add(name);
    return undefined;
  }

  for (const dataset of datasets) {
    const cycle = visit(dataset.name);
    if (cycle) return cycle;
  }
  return undefined;
}
