import { describe, expect, it } from 'vitest';
import { buildSearchView } from './build-search-view';

describe('the new search view', () => {
  it('holds the chosen columns in order and makes the text ones its text filters', () => {
    const body = buildSearchView({
      serverId: 's1',
      endpointId: 'e1',
      name: ' Customers ',
      title: ' All customers ',
      columns: ['name', 'creditLimit', 'city'],
      textFields: ['city', 'name', 'email'],
      valueTypes: { name: 'text', creditLimit: 'number', city: 'text' },
      groupId: 'g1',
      textSearch: true,
    });
    expect(body).toEqual({
      name: 'Customers',
      type: 'search',
      metacontent: {
        title: 'All customers',
        columns: [
          { value: 'name', label: 'Name', width: 'max-w-auto', hidemobile: '', valueType: 'text' },
          {
            value: 'creditLimit',
            label: 'Credit limit',
            width: 'max-w-auto',
            hidemobile: '',
            valueType: 'number',
          },
          { value: 'city', label: 'City', width: 'max-w-auto', hidemobile: '', valueType: 'text' },
        ],
        textFilters: [
          { key: 'name', field: 'name', label: 'Name' },
          { key: 'city', field: 'city', label: 'City' },
        ],
        customFilters: [],
      },
      metadata: { server: 's1', endpoint: 'e1' },
      groupUuid: 'g1',
    });
  });

  it('makes no text filters over a server whose conventions cannot search text in a field', () => {
    const body = buildSearchView({
      serverId: 's1',
      endpointId: 'e1',
      name: 'Products',
      title: 'Products',
      columns: ['name', 'price'],
      textFields: ['name'],
      valueTypes: { name: 'text', price: 'number' },
      groupId: 'g1',
      textSearch: false,
    });
    expect(body.metacontent).toMatchObject({
      columns: [{ value: 'name' }, { value: 'price' }],
      textFilters: [],
      customFilters: [],
    });
  });

  it("gives the chosen fields exact filters, their values from the document's enum, and text filters only where the document searches", () => {
    const body = buildSearchView({
      serverId: 's1',
      endpointId: 'e1',
      name: 'Tickets',
      title: 'Tickets',
      columns: ['title', 'status', 'city'],
      textFields: ['title', 'status', 'city'],
      valueTypes: {},
      groupId: 'g1',
      textSearch: true,
      exactFilters: ['status', 'customer_id'],
      endpoint: {
        abilities: {
          sort: [],
          exact: ['status', 'customer_id'],
          several: ['status'],
          range: [],
          contains: ['city'],
          freeText: true,
        },
        described: {
          fields: [
            { name: 'status', type: 'text', values: ['open', 'closed'] },
            { name: 'customer_id', type: 'integer' },
          ],
          params: [],
        },
      },
    });
    expect(body.metacontent).toMatchObject({
      textFilters: [{ key: 'city', field: 'city', label: 'City' }],
      customFilters: [
        {
          field: 'status',
          label: 'Status',
          type: 'Exact',
          values: [],
          options: ['open', 'closed'],
          several: true,
          isVisible: false,
          isVisibleRange: false,
        },
        {
          field: 'customer_id',
          label: 'Customer id',
          type: 'Exact',
          values: [],
          several: false,
          isVisible: false,
          isVisibleRange: false,
        },
      ],
    });
  });
});
