import { randomUUID } from 'node:crypto';
import { type DatasetDefinition, datasetDefinition } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { datasetInputs, findDatasetCycle } from './find-dataset-cycle.ts';

const dataset = (name: string, bound: string[] = [], parent?: string): DatasetDefinition =>
  datasetDefinition.parse({
    name,
    datasetType: parent ? 'list' : 'record',
    server: randomUUID(),
    endpoint: randomUUID(),
    variables: bound.map((input) => ({ name: `${input}Id`, dataset: input, field: 'id' })),
    ...(parent ? { params: { filterField: 'id', parentDataset: parent, parentField: 'id' } } : {}),
  });

describe('dataset dependencies', () => {
  it('reads the inputs of a dataset from its bindings and its parent, each once', () => {
    expect(datasetInputs(dataset('d', ['a', 'b', 'a'], 'c'))).toEqual(['a', 'b', 'c']);
    expect(datasetInputs(dataset('main'))).toEqual([]);
  });

  it('finds no cycle in a graph three levels deep with shared inputs', () => {
    const graph = [
      dataset('main'),
      dataset('a', ['main']),
      dataset('b', [], 'main'),
      dataset('c', ['a', 'b']),
    ];
    expect(findDatasetCycle(graph)).toBeUndefined();
  });

  it('names the datasets along a cycle, from where it closes', () => {
    expect(findDatasetCycle([dataset('main'), dataset('a', ['b']), dataset('b', [], 'a')])).toEqual([
      'a',
      'b',
    ]);
    expect(
      findDatasetCycle([
        dataset('main'),
        dataset('x', ['main', 'y']),
        dataset('y', ['z']),
        dataset('z', ['y']),
      ]),
    ).toEqual(['y', 'z']);
    expect(findDatasetCycle([dataset('self', ['self'])])).toEqual(['self']);
  });

  it('leaves inputs naming no dataset to the reference check', () => {
    expect(findDatasetCycle([dataset('a', ['ghost'])])).toBeUndefined();
  });
});
