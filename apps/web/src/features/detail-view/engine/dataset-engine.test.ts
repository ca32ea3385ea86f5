import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { dataset, page, scriptedLoader, startEngine } from '../../../testing/engine-test-kit';
import { DatasetEngine } from './dataset-engine';

const main = dataset('main', 'record', { variables: [{ name: 'customerId' }] });
const contacts = dataset('contacts', 'list', {
  params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
});
const latestOrder = dataset('latestOrder', 'lookup', {
  params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
});
const manager = dataset('manager', 'record', {
  variables: [{ name: 'managerId', dataset: 'main', field: 'managerId' }],
});
const product = dataset('product', 'record', {
  variables: [{ name: 'productId', dataset: 'latestOrder', field: 'productId' }],
});
const customer = { id: 7, name: 'Acme', managerId: 3 };

describe('the order datasets load in', () => {
  it('loads main first, from the page vars, and nothing before main has answered', () => {
    const { loader, state } = startEngine([product, latestOrder, manager, main], { customerId: 7 });
    expect(loader.endpointsCalled()).toEqual(['main-endpoint']);
    expect(loader.calls[0].request.urlVariables).toEqual({ customerId: 7 });
    expect(state('product').status).toBe('waiting');
    expect(state('latestOrder').status).toBe('waiting');
  });

  it('names the page and the dataset in every request, which the server checks the call against', async () => {
    const { loader, listsReady } = startEngine([main, latestOrder, contacts], { customerId: 7 });
    expect(loader.calls[0].request).toMatchObject({ view: 'view-uuid', dataset: 'main' });
    await loader.answer('main-endpoint', customer);
    expect(loader.calls.at(-1)?.request).toMatchObject({ view: 'view-uuid', dataset: 'latestOrder' });
    expect(listsReady).toMatchObject([{ view: 'view-uuid', dataset: 'contacts' }]);
  });

  it('asks for every sibling of the next level at the same moment', async () => {
    const { loader } = startEngine([main, latestOrder, manager, product], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    expect(loader.openEndpoints().sort()).toEqual(['latestOrder-endpoint', 'manager-endpoint']);
    expect(
      loader.calls.find((call) => call.request.endpoint === 'manager-endpoint')?.request.urlVariables,
    ).toEqual({
      managerId: 3,
    });
    expect(
      loader.calls.find((call) => call.request.endpoint === 'latestOrder-endpoint')?.request.filters,
    ).toEqual([{ field: 'customerId', value: 7 }]);
  });

  it('reaches the third level through a lookup, each dataset asked once', async () => {
    const { loader, state } = startEngine([main, latestOrder, manager, product], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    await loader.answer('manager-endpoint', { id: 3, name: 'Grace' });
    expect(loader.openEndpoints()).toEqual(['latestOrder-endpoint']);
    await loader.answer('latestOrder-endpoint', page([{ id: 90, productId: 12 }]));
    expect(loader.calls.at(-1)?.request).toMatchObject({
      endpoint: 'product-endpoint',
      urlVariables: { productId: 12 },
    });
    await loader.answer('product-endpoint', { id: 12, name: 'Anvil' });
    expect(state('product')).toMatchObject({ status: 'loaded', data: { id: 12, name: 'Anvil' } });
    expect(loader.endpointsCalled().sort()).toEqual([
      'latestOrder-endpoint',
      'main-endpoint',
      'manager-endpoint',
      'product-endpoint',
    ]);
  });

  it('gives a list its exact filter from the parent and leaves its pages to whoever shows it', async () => {
    const { loader, state } = startEngine([main, contacts], { customerId: 7 });
    expect(state('contacts').status).toBe('waiting');
    await loader.answer('main-endpoint', customer);
    expect(state('contacts')).toMatchObject({
      status: 'ready',
      request: { kind: 'list', endpoint: 'contacts-endpoint', filters: [{ field: 'customerId', value: 7 }] },
    });
    expect(loader.endpointsCalled()).toEqual(['main-endpoint']);
  });

  it('says once when a list request becomes known, so its first page goes out with the siblings', async () => {
    const { engine, loader, listsReady } = startEngine([main, contacts, latestOrder], { customerId: 7 });
    expect(listsReady).toEqual([]);
    await loader.answer('main-endpoint', customer);
    expect(listsReady.map((request) => request.endpoint)).toEqual(['contacts-endpoint']);
    engine.setDatasets([main, contacts, latestOrder]);
    engine.reload('main');
    await loader.answer('main-endpoint', customer);
    expect(listsReady).toHaveLength(1);
  });

  it('asks for the records and lookups of a level before announcing its lists: only they lead further', async () => {
    const loader = scriptedLoader();
    const sequence: string[] = [];
    const engine = new DatasetEngine({
      view: 'view-uuid',
      datasets: [main, contacts, latestOrder, product],
      vars: { customerId: 7 },
      load: (request, options) => {
        sequence.push(`load ${request.endpoint}`);
        return loader.load(request, options);
      },
      onListReady: (request) => sequence.push(`list ${request.endpoint}`),
    });
    engine.start();
    await loader.answer('main-endpoint', customer);
    expect(sequence).toEqual(['load main-endpoint', 'load latestOrder-endpoint', 'list contacts-endpoint']);
  });
});

describe('what each kind of dataset keeps', () => {
  it('a record replaces its data', async () => {
    const { engine, loader, state } = startEngine([main], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    engine.setVars({ customerId: 8 });
    expect(state('main')).toMatchObject({ status: 'loading', data: null });
    await loader.answer('main-endpoint', { id: 8, name: 'Beta' });
    expect(state('main').data).toEqual({ id: 8, name: 'Beta' });
  });

  it('a lookup with no match gets empty data and a No match note', async () => {
    const { loader, state } = startEngine([main, latestOrder, product], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    await loader.answer('latestOrder-endpoint', page([]));
    expect(state('latestOrder')).toMatchObject({ status: 'loaded', data: {}, note: messages.detailNoMatch });
    // What reads from it has no value to ask with, so it is never asked for.
    expect(state('product')).toMatchObject({ status: 'unavailable', missing: ['productId'] });
    expect(loader.endpointsCalled()).not.toContain('product-endpoint');
  });

  it('a lookup with one row takes it, without a note', async () => {
    const { loader, state } = startEngine([main, latestOrder], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    await loader.answer('latestOrder-endpoint', page([{ id: 90 }]));
    expect(state('latestOrder')).toMatchObject({ data: { id: 90 }, note: null });
  });

  it('a lookup with several rows takes the first and notes Multiple match', async () => {
    const { loader, state } = startEngine([main, latestOrder], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    await loader.answer('latestOrder-endpoint', page([{ id: 90 }, { id: 91 }], 14));
    expect(state('latestOrder')).toMatchObject({ data: { id: 90 }, note: messages.detailMultipleMatch });
  });

  it('a failed load keeps the error message, and what reads from it is not asked for', async () => {
    const { loader, state } = startEngine([main, manager], { customerId: 7 });
    await loader.fail(
      'main-endpoint',
      Object.assign(new Error('x'), { serverMessage: 'Upstream timed out' }),
    );
    expect(state('main')).toMatchObject({ status: 'failed', data: null, error: 'Upstream timed out: main' });
    expect(state('manager').status).toBe('unavailable');
    expect(loader.endpointsCalled()).toEqual(['main-endpoint']);
  });

  it('a failure without a server message names the dataset', async () => {
    const { loader, state } = startEngine([main], { customerId: 7 });
    await loader.fail('main-endpoint', new Error('network'));
    expect(state('main').error).toBe(`${messages.detailErrorLoadingDataset} main`);
  });

  it('a record answer that is not a record fails', async () => {
    const { loader, state } = startEngine([main], { customerId: 7 });
    await loader.answer('main-endpoint', page([{ id: 1 }, { id: 2 }]));
    expect(state('main').status).toBe('failed');
  });
});

describe('missing values', () => {
  it('a missing page variable leaves main unavailable and makes no call', () => {
    const { loader, state } = startEngine([main, manager], {});
    expect(state('main')).toMatchObject({ status: 'unavailable', missing: ['customerId'] });
    expect(loader.calls).toHaveLength(0);
  });

  it('an empty or null value counts as missing, so no path segment is ever sent empty', async () => {
    const { loader, state } = startEngine([main, manager], { customerId: '' });
    expect(loader.calls).toHaveLength(0);
    const second = startEngine([main, manager], { customerId: 7 });
    await second.loader.answer('main-endpoint', { ...customer, managerId: null });
    expect(second.state('manager')).toMatchObject({ status: 'unavailable', missing: ['managerId'] });
    expect(second.loader.calls).toHaveLength(1);
    expect(state('main').status).toBe('unavailable');
  });

  it('a fixed value fills a variable without any dataset', () => {
    const fixed = dataset('main', 'record', {
      variables: [{ name: 'region', value: 'EU' }, { name: 'customerId' }],
    });
    const { loader } = startEngine([fixed], { customerId: 4 });
    expect(loader.calls[0].request.urlVariables).toEqual({ region: 'EU', customerId: 4 });
  });

  it('a main saved without variables takes the page vars as they came', () => {
    const bare = dataset('main', 'record');
    const { loader } = startEngine([bare], { customerId: 4, empty: '' });
    expect(loader.calls[0].request.urlVariables).toEqual({ customerId: 4 });
  });

  it('datasets in a dependency cycle never load, the others do', () => {
    const a = dataset('a', 'record', { variables: [{ name: 'x', dataset: 'b', field: 'x' }] });
    const b = dataset('b', 'record', { variables: [{ name: 'y', dataset: 'a', field: 'y' }] });
    const { loader, state } = startEngine([main, a, b], { customerId: 7 });
    expect(state('a').status).toBe('unavailable');
    expect(state('b').status).toBe('unavailable');
    expect(loader.endpointsCalled()).toEqual(['main-endpoint']);
  });
});

describe('changes', () => {
  it('a change of one dataset reloads it and its dependants, never its siblings', async () => {
    const { engine, loader } = startEngine([main, latestOrder, manager, product], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    await loader.answer('manager-endpoint', { id: 3 });
    await loader.answer('latestOrder-endpoint', page([{ id: 90, productId: 12 }]));
    await loader.answer('product-endpoint', { id: 12 });
    const before = loader.calls.length;
    const changed = { ...latestOrder, endpoint: 'recentOrder-endpoint' };
    engine.setDatasets([main, changed, manager, product]);
    expect(loader.calls.slice(before).map((call) => call.request.endpoint)).toEqual(['recentOrder-endpoint']);
    await loader.answer('recentOrder-endpoint', page([{ id: 95, productId: 13 }]));
    expect(loader.calls.slice(before).map((call) => call.request.endpoint)).toEqual([
      'recentOrder-endpoint',
      'product-endpoint',
    ]);
  });

  it('a dependant whose inputs came out the same is not asked again', async () => {
    const { engine, loader } = startEngine([main, latestOrder, product], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    await loader.answer('latestOrder-endpoint', page([{ id: 90, productId: 12 }]));
    await loader.answer('product-endpoint', { id: 12 });
    engine.reload('latestOrder');
    expect(loader.calls.at(-1)).toMatchObject({ request: { endpoint: 'latestOrder-endpoint' }, fresh: true });
    await loader.answer('latestOrder-endpoint', page([{ id: 90, productId: 12 }]));
    expect(loader.endpointsCalled().filter((endpoint) => endpoint === 'product-endpoint')).toHaveLength(1);
  });

  it('the same inputs are never asked twice, however often the page settles', async () => {
    const { engine, loader } = startEngine([main, manager], { customerId: 7 });
    engine.setVars({ customerId: 7 });
    engine.start();
    await loader.answer('main-endpoint', customer);
    engine.setVars({ customerId: 7 });
    engine.setDatasets([main, manager]);
    expect(loader.endpointsCalled()).toEqual(['main-endpoint', 'manager-endpoint']);
  });

  it('drops the answer of a question that was replaced while in flight', async () => {
    const { engine, loader, state } = startEngine([main], { customerId: 7 });
    engine.setVars({ customerId: 8 });
    await loader.answer('main-endpoint', customer);
    expect(state('main').status).toBe('loading');
    await loader.answer('main-endpoint', { id: 8, name: 'Beta' });
    expect(state('main').data).toEqual({ id: 8, name: 'Beta' });
  });

  it('a removed dataset leaves the page and a new one loads', async () => {
    const { engine, loader, state } = startEngine([main, manager], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    engine.setDatasets([main, latestOrder]);
    expect(state('manager')).toBeUndefined();
    expect(loader.openEndpoints()).toEqual(['manager-endpoint', 'latestOrder-endpoint']);
  });

  it('tells its subscribers of every change with a new snapshot', async () => {
    const { engine, loader } = startEngine([main], { customerId: 7 });
    const seen: unknown[] = [];
    engine.subscribe(() => seen.push(engine.getSnapshot()));
    const first = engine.getSnapshot();
    await loader.answer('main-endpoint', customer);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(first);
  });
});

describe('stopping and starting again', () => {
  it('asks again only for what was in flight and keeps what had answered', async () => {
    const { engine, loader, state } = startEngine([main, latestOrder, manager], { customerId: 7 });
    await loader.answer('main-endpoint', customer);
    await loader.answer('manager-endpoint', { id: 3 });
    engine.stop();
    await loader.answer('latestOrder-endpoint', page([{ id: 1 }]));
    expect(state('latestOrder').status).toBe('waiting');
    engine.start();
    expect(loader.openEndpoints()).toEqual(['latestOrder-endpoint']);
    expect(state('manager')).toMatchObject({ status: 'loaded', data: { id: 3 } });
    expect(loader.endpointsCalled().filter((endpoint) => endpoint === 'main-endpoint')).toHaveLength(1);
  });
});

describe('answers at hand (a page whose HTML came with them)', () => {
  it('takes them at once, so the first render shows every level they reach, and asks only for the rest', () => {
    const order = { productId: 12 };
    const atHand = new Map<string, unknown>([
      ['main-endpoint', customer],
      ['latestOrder-endpoint', page([order])],
    ]);
    const loader = scriptedLoader();
    const engine = new DatasetEngine({
      view: 'view-uuid',
      datasets: [main, latestOrder, product, manager],
      vars: { customerId: 7 },
      load: loader.load,
      cached: (request) =>
        atHand.has(request.endpoint) ? { data: atHand.get(request.endpoint) } : undefined,
    });
    engine.start();
    const { datasets } = engine.getSnapshot();
    expect(datasets.main).toMatchObject({ status: 'loaded', data: customer });
    expect(datasets.latestOrder).toMatchObject({ status: 'loaded', data: order });
    // Reached through the answers at hand in the same pass; nothing of main or the lookup is asked again.
    expect(loader.endpointsCalled().sort()).toEqual(['manager-endpoint', 'product-endpoint']);
    expect(datasets.product.status).toBe('loading');
  });

  it('a refusal at hand to connect first shows as the failure it is, and nothing is asked', () => {
    const loader = scriptedLoader();
    const refusal = new ApiError(
      401,
      'connection_required',
      'Connect to CRM.',
      'Connect to CRM.',
      undefined,
      {
        uuid: 'server-uuid',
        name: 'CRM',
      },
    );
    const engine = new DatasetEngine({
      view: 'view-uuid',
      datasets: [main, manager],
      vars: { customerId: 7 },
      load: loader.load,
      cached: () => ({ error: refusal }),
    });
    engine.start();
    expect(engine.getSnapshot().datasets.main).toMatchObject({
      status: 'failed',
      connectTo: { uuid: 'server-uuid', name: 'CRM' },
    });
    expect(loader.calls).toHaveLength(0);
  });

  it('a reload asks the server, whatever is at hand', async () => {
    const loader = scriptedLoader();
    const engine = new DatasetEngine({
      view: 'view-uuid',
      datasets: [main],
      vars: { customerId: 7 },
      load: loader.load,
      cached: () => ({ data: customer }),
    });
    engine.start();
    expect(loader.calls).toHaveLength(0);
    engine.reload('main');
    expect(loader.endpointsCalled()).toEqual(['main-endpoint']);
  });
});
