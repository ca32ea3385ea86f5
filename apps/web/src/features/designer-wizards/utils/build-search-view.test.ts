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
});
