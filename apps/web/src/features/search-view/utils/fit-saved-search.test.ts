import type { SearchView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fitSavedSearch } from './fit-saved-search';

const view = {
  uuid: 'v',
  name: 'Orders',
  type: 'search',
  metacontent: {
    title: 'Orders',
    columns: [{ value: 'name', label: 'Name', width: '', hidemobile: '' }],
    textFilters: [{ key: 'name', field: 'name', label: 'Name' }],
    customFilters: [{ field: 'total', label: 'Total', isVisible: false, value: null }],
  },
  metadata: { server: 's', endpoint: 'e' },
} as unknown as SearchView;

const address = (params: Record<string, string>) => new URLSearchParams(params);

describe('a saved search opened on a page that changed since', () => {
  it('keeps what the page still has and names nothing', () => {
    const given = address({
      search: JSON.stringify([
        { label: 'Name', field: 'name', value: 'ann' },
        { label: '*', field: '*', value: 'x' },
      ]),
      sort: 'name:asc',
      numbers: JSON.stringify([{ field: 'total', value: 3 }]),
    });
    const fitted = fitSavedSearch(view, given);
    expect(fitted.missing).toEqual([]);
    expect(fitted.address.toString()).toBe(given.toString());
  });

  it('leaves out entries, a sort and number filters on fields the designer removed, and names them', () => {
    const fitted = fitSavedSearch(
      view,
      address({
        search: JSON.stringify([
          { label: 'City', field: 'city', value: 'Oslo' },
          { label: 'Name', field: 'name', value: 'ann' },
        ]),
        sort: 'city:desc',
        numbers: JSON.stringify([
          { field: 'total', value: 3 },
          { field: 'weight', value: 1 },
        ]),
      }),
    );
    expect(fitted.missing).toEqual(['City', 'city', 'weight']);
    expect(JSON.parse(fitted.address.get('search') ?? '')).toEqual([
      { label: 'Name', field: 'name', value: 'ann' },
    ]);
    expect(fitted.address.get('sort')).toBeNull();
    expect(JSON.parse(fitted.address.get('numbers') ?? '')).toEqual([{ field: 'total', value: 3 }]);
  });
});
