import { describe, expect, it } from 'vitest';
import { dataset } from '../../../testing/engine-test-kit';
import { dependenciesOf, orderDatasets } from './dataset-graph';

const main = dataset('main', 'record', { variables: [{ name: 'id' }] });
const orders = dataset('orders', 'lookup', {
  params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
});
const product = dataset('product', 'record', {
  variables: [
    { name: 'productId', dataset: 'orders', field: 'productId' },
    { name: 'region', value: 'EU' },
  ],
});
const owner = dataset('owner', 'record', {
  variables: [{ name: 'ownerId', dataset: 'main', field: 'ownerId' }],
});

describe('the dependency graph of a detail page', () => {
  it('reads dependencies from variable bindings and the parent dataset', () => {
    expect(dependenciesOf(product)).toEqual(['orders']);
    expect(dependenciesOf(orders)).toEqual(['main']);
    expect(dependenciesOf(main)).toEqual([]);
  });

  it('orders every dataset after what it reads from, keeping the view order among equals', () => {
    expect(orderDatasets([product, owner, orders, main])).toEqual({
      order: ['main', 'owner', 'orders', 'product'],
      cyclic: [],
    });
  });

  it('names the datasets caught in a cycle', () => {
    const a = dataset('a', 'record', { variables: [{ name: 'x', dataset: 'b', field: 'x' }] });
    const b = dataset('b', 'lookup', { params: { filterField: 'f', parentDataset: 'a', parentField: 'y' } });
    expect(orderDatasets([main, a, b]).cyclic).toEqual(['a', 'b']);
  });
});
