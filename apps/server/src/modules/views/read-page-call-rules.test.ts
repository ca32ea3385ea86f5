import { describe, expect, it } from 'vitest';
import { readPageCallRules, searchEntryFields } from './read-page-call-rules.ts';

describe('the calls a saved page makes', () => {
  it('reads a search page: its endpoint, text filter, custom filter and column fields', () => {
    const rules = readPageCallRules(
      'search',
      {
        columns: [{ value: 'name' }, { value: 'city' }, { label: 'no field' }],
        textFilters: [{ key: 'n', field: 'name', label: 'Name' }],
        customFilters: [{ field: 'total', label: 'Total', type: 'Number' }],
      },
      { server: 's', endpoint: 'orders' },
    );
    expect(rules).toEqual({
      type: 'search',
      endpoint: 'orders',
      textFields: new Set(['name']),
      customFields: new Map([['total', 'Number']]),
      columns: new Set(['name', 'city']),
      filterFields: new Set(['name', 'city']),
    });
  });

  it('reads each dataset of a detail page: endpoint, fixed and filled URL variables, filter field', () => {
    const rules = readPageCallRules(
      'detail',
      {},
      {
        datasets: [
          { name: 'main', datasetType: 'record', endpoint: 'customer' },
          {
            name: 'orders',
            datasetType: 'list',
            endpoint: 'orders',
            variables: [
              { name: 'region', value: 'EU' },
              { name: 'year', value: '' },
              { name: 'owner', dataset: 'main', field: 'ownerId', value: 'ignored' },
            ],
            params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
          },
          { name: 'broken' },
          null,
        ],
      },
    );
    expect(rules).toEqual({
      type: 'detail',
      datasets: new Map([
        [
          'main',
          {
            endpoint: 'customer',
            kind: 'record',
            fixed: new Map(),
            variables: undefined,
            filterField: undefined,
          },
        ],
        [
          'orders',
          {
            endpoint: 'orders',
            kind: 'list',
            fixed: new Map([['region', 'EU']]),
            variables: new Set(['region', 'year', 'owner']),
            filterField: 'customerId',
          },
        ],
      ]),
    });
  });

  it('gives nothing for a shape no page has', () => {
    expect(readPageCallRules('search', null, null)).toBeUndefined();
    expect(readPageCallRules('chart', {}, { endpoint: 'x' })).toBeUndefined();
    expect(readPageCallRules('detail', null, { datasets: 'none' })).toEqual({
      type: 'detail',
      datasets: new Map(),
    });
  });

  it("reads what a detail page's search navigations filter their destination by", () => {
    const toSearch = {
      destinationType: 'search',
      destination: 'search-page',
      dataset: 'main',
      field: 'city',
    };
    const metacontent = {
      panels: [
        { type: 'basic', fields: [{ navigation: toSearch }] },
        {
          type: 'list',
          dataset: 'orders',
          fields: {
            navigationPage: { navigation: { destinationType: 'search', destination: 'orders-page' } },
          },
        },
        {
          type: 'list',
          dataset: 'orders',
          fields: {
            navigationPage: {
              navigation: { destinationType: 'search', destination: 'chosen', destinationField: 'buyer' },
            },
          },
        },
      ],
    };
    const metadata = {
      datasets: [{ name: 'orders', endpoint: 'orders', params: { filterField: 'customerId' } }],
    };
    expect(searchEntryFields('detail', metacontent, metadata)).toEqual([
      ['search-page', 'city'],
      ['chosen', 'buyer'],
      ['orders-page', 'customerId'],
      ['chosen', 'buyer'],
      ['chosen', 'customerId'],
    ]);
  });
});
