import type { SearchView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { firstSearchParams, initialViewState } from './initial-view-state';

const view = {
  uuid: 'v',
  name: 'Customers',
  type: 'search',
  version: 1,
  metacontent: {
    title: 'Customers',
    columns: [{ value: 'name', label: 'Name', width: 'max-w-auto', hidemobile: '' }],
    textFilters: [{ key: 'name', field: 'name', label: 'Name' }],
    customFilters: [],
  },
  metadata: { server: 's', endpoint: 'e' },
} satisfies SearchView;

const address = (search: object[], sort: string) =>
  new URLSearchParams({ search: JSON.stringify(search), sort });

describe('a search page opened from an address', () => {
  it('keeps the text filters and the sort the page has', () => {
    const state = initialViewState(
      view,
      address([{ label: 'Name', field: 'name', value: 'acme' }], 'name:desc'),
    );
    expect(state.entries).toEqual([{ label: 'Name', field: 'name', value: 'acme' }]);
    expect(state.sort).toEqual({ field: 'name', direction: 'desc' });
  });

  it('searches a field it has no text filter for as free text, and drops a sort on a column it does not show', () => {
    const state = initialViewState(
      view,
      address([{ label: 'City', field: 'city', value: 'Oslo' }], 'city:asc'),
    );
    expect(state.entries).toEqual([{ label: '*', field: '*', value: 'Oslo' }]);
    expect(state.sort).toBeNull();
  });

  it('keeps an exact entry on its field, even one it has no text filter for (DESIGN.md §7c)', () => {
    const state = initialViewState(
      view,
      address([{ label: 'Customer id', field: 'customerId', value: 17, exact: true }], ''),
    );
    expect(state.entries).toEqual([
      { label: 'Customer id', field: 'customerId', value: '17', exact: { value: 17 } },
    ]);
  });

  it("drops what the page's server cannot write: sort and free text on json-server 1.x, any contains without it", () => {
    const jsonServer1 = {
      ...view,
      capabilities: { sort: false, exactMatch: true, numberRange: true, contains: true, freeText: false },
    } satisfies SearchView;
    const asked = address(
      [
        { label: 'Name', field: 'name', value: 'acme' },
        { label: '*', field: '*', value: 'river' },
        { label: 'City', field: 'city', value: 'Oslo' },
      ],
      'name:desc',
    );
    const state = initialViewState(jsonServer1, asked);
    expect(state.entries).toEqual([{ label: 'Name', field: 'name', value: 'acme' }]);
    expect(state.sort).toBeNull();
    // The early script asks the first rows with these params: nothing the server would refuse.
    const params = firstSearchParams(jsonServer1, asked);
    expect(params).not.toHaveProperty('orderBy');
    expect(JSON.stringify(params)).not.toContain('river');

    const noContains = { ...jsonServer1, capabilities: { ...jsonServer1.capabilities, contains: false } };
    const exact = { label: 'Customer id', field: 'customerId', value: 17, exact: true };
    expect(
      initialViewState(noContains, address([exact, { label: 'Name', field: 'name', value: 'acme' }], ''))
        .entries,
    ).toEqual([{ label: 'Customer id', field: 'customerId', value: '17', exact: { value: 17 } }]);
  });

  it("over an API's OpenAPI document, sorts only by what it declares and starts with the exact values of its address", () => {
    const desk = {
      ...view,
      metacontent: {
        ...view.metacontent,
        columns: [
          { value: 'status', label: 'Status', width: 'max-w-auto', hidemobile: '' },
          { value: 'hours_spent', label: 'Hours', width: 'max-w-auto', hidemobile: '' },
        ],
        customFilters: [
          {
            field: 'status',
            label: 'Status',
            type: 'Exact',
            options: ['open', 'closed'],
            values: [],
            isVisible: false,
            isVisibleRange: false,
          },
        ],
      },
      capabilities: {
        sort: true,
        exactMatch: true,
        numberRange: true,
        contains: false,
        freeText: true,
        declared: {
          sort: ['hours_spent'],
          exact: ['status'],
          several: [],
          range: ['hours_spent'],
          contains: [],
          freeText: true,
        },
      },
    } satisfies SearchView;
    const numbers = JSON.stringify([{ field: 'status', values: ['open'] }]);
    // The list declares no search: the search box's free text is not asked.
    const free = JSON.stringify([{ label: '*', field: '*', value: 'printer' }]);
    const withoutSearch = {
      ...desk,
      capabilities: { ...desk.capabilities, declared: { ...desk.capabilities.declared, freeText: false } },
    };
    expect(initialViewState(withoutSearch, new URLSearchParams({ search: free })).entries).toEqual([]);
    expect(initialViewState(desk, new URLSearchParams({ search: free })).entries).toHaveLength(1);
    expect(initialViewState(desk, new URLSearchParams({ sort: 'status:asc', numbers })).sort).toBeNull();
    const state = initialViewState(desk, new URLSearchParams({ sort: 'hours_spent:desc', numbers }));
    expect(state.sort).toEqual({ field: 'hours_spent', direction: 'desc' });
    expect(state.customFilters).toMatchObject([{ field: 'status', values: ['open'], isVisible: true }]);
    expect(firstSearchParams(desk, new URLSearchParams({ numbers })).customFilters).toEqual([
      {
        field: 'status',
        label: 'Status',
        type: 'Exact',
        values: ['open'],
        isVisible: true,
        isVisibleRange: false,
      },
    ]);
  });
});
