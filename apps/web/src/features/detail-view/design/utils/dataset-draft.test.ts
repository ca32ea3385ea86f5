import type { DatasetDefinition } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  type DatasetDraft,
  definitionOf,
  draftOf,
  fixedValueSource,
  isDraftComplete,
  pageVarsSource,
  withEndpoint,
} from './dataset-draft';

const main: DatasetDefinition = {
  name: 'main',
  datasetType: 'record',
  server: 's1',
  serverName: 'CRM',
  endpoint: 'person',
  variables: [{ name: 'id' }],
};
const orders: DatasetDefinition = {
  name: 'orders',
  datasetType: 'list',
  server: 's1',
  serverName: 'CRM',
  endpoint: 'orders',
  variables: [],
  params: { filterField: 'personId', parentDataset: 'main', parentField: 'id' },
};

describe('the new-dataset view', () => {
  it('reads a definition back unchanged', () => {
    for (const definition of [main, orders, { ...main, name: 'x', variables: [{ name: 'id', value: '7' }] }])
      expect(definitionOf(draftOf(definition), 'CRM')).toEqual(definition);
    expect(
      draftOf({ ...main, variables: [{ name: 'id', dataset: 'main', field: 'ref' }] }).variables,
    ).toEqual([{ name: 'id', source: 'main', field: 'ref', value: '' }]);
  });

  it("takes a new endpoint's URL variables, keeping the bindings of names it shares", () => {
    const draft: DatasetDraft = {
      ...draftOf(),
      variables: [{ name: 'id', source: 'main', field: 'cityId', value: '' }],
    };
    expect(withEndpoint(draft, 'e2', 'cities/$(id)/streets/$(street)').variables).toEqual([
      { name: 'id', source: 'main', field: 'cityId', value: '' },
      { name: 'street', source: null, field: null, value: '' },
    ]);
    // The main dataset's variables come from the page's vars until bound otherwise.
    expect(withEndpoint(draftOf(main), 'e3', 'people/$(key)').variables).toEqual([
      { name: 'key', source: pageVarsSource, field: null, value: '' },
    ]);
  });

  it('is complete once the name, server, endpoint, every variable and the list filter are given', () => {
    const draft: DatasetDraft = { ...draftOf(), name: 'city', server: 's1', endpoint: 'cities' };
    expect(isDraftComplete(draft)).toBe(true);
    expect(isDraftComplete({ ...draft, name: ' ' })).toBe(false);
    const unbound = { name: 'id', source: 'main', field: null, value: '' };
    expect(isDraftComplete({ ...draft, variables: [unbound] })).toBe(false);
    expect(isDraftComplete({ ...draft, variables: [{ ...unbound, field: 'cityId' }] })).toBe(true);
    expect(isDraftComplete({ ...draft, variables: [{ ...unbound, source: fixedValueSource }] })).toBe(false);
    const lookup: DatasetDraft = {
      ...draft,
      datasetType: 'lookup',
      filterField: 'id',
      parentDataset: 'main',
    };
    expect(isDraftComplete(lookup)).toBe(false);
    expect(isDraftComplete({ ...lookup, parentField: 'cityId' })).toBe(true);
  });

  it('refuses a name already used and a binding that makes a cycle, naming the datasets', () => {
    const copy = { ...draftOf(orders), editing: null };
    expect(checkDraft(copy, [main, orders], 'CRM')).toEqual({
      ok: false,
      error: 'These dataset names appear more than once: orders',
    });
    const mainOnOrders = {
      ...draftOf(main),
      variables: [{ name: 'id', source: 'orders', field: 'personId', value: '' }],
    };
    expect(checkDraft(mainOnOrders, [main, orders], 'CRM')).toEqual({
      ok: false,
      error: 'These datasets depend on each other in a cycle: main, orders',
    });
    // A dataset that only reads from the cycle is not named.
    const reader = { ...orders, name: 'reader', params: { ...orders.params!, parentDataset: 'orders' } };
    expect(checkDraft(mainOnOrders, [main, orders, reader], 'CRM')).toEqual({
      ok: false,
      error: 'These datasets depend on each other in a cycle: main, orders',
    });
    const renamed = checkDraft({ ...draftOf(orders), parentField: 'ref' }, [main, orders], 'CRM');
    expect(renamed).toEqual({
      ok: true,
      definitions: [main, { ...orders, params: { ...orders.params!, parentField: 'ref' } }],
    });
  });
});
