import type { DatasetDefinition } from '@portal/contracts';

/** The datasets a dataset reads from: those its URL variables are bound to, and its parent. */
export function dependenciesOf(definition: DatasetDefinition): string[] {
  const names = new Set<string>();
  for (const variable of definition.variables ?? []) if (variable.dataset) names.add(variable.dataset);
  if (definition.datasetType !== 'record' && definition.params?.parentDataset)
    names.add(definition.params.parentDataset);
  names.delete(definition.name);
  return [...names];
}

/**
 * The datasets in an order where each comes after what it reads from (Kahn's algorithm, keeping
 * the view's order among equals), and the names caught in a dependency cycle, which can never load.
 */
export function orderDatasets(definitions: readonly DatasetDefinition[]) {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const pending = new Map<string, number>();
  const dependants = new Map<string, string[]>();
  for (const definition of definitions) {
    const known = dependenciesOf(definition).filter((name) => byName.has(name));
    pending.set(definition.name, known.length);
    for (const name of known) dependants.set(name, [...(dependants.get(name) ?? []), definition.name]);
  }
  const order: string[] = [];
  const ready = definitions.filter((definition) => pending.get(definition.name) === 0).map((d) => d.name);
  while (ready.length > 0) {
    const name = ready.shift()!;
    order.push(name);
    for (const dependant of dependants.get(name) ?? []) {
      const left = pending.get(dependant)! - 1;
      pending.set(dependant, left);
      if (left === 0) ready.push(dependant);
    }
  }
  const placed = new Set(order);
  const cyclic = definitions.map((definition) => definition.name).filter((name) => !placed.has(name));
  return { order, cyclic };
}
