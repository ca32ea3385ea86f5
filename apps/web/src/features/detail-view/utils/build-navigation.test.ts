import type { Navigation } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { detailHrefOf, hrefOf, type ReadValue, searchEntryOf, searchHrefOf } from './build-navigation';

const records: Record<string, Record<string, unknown>> = {
  main: { id: 7, name: 'Acme & Sons', managerId: null },
  order: { number: 'SO-1001' },
};
const readValue: ReadValue = (dataset, field) => records[dataset ?? 'main']?.[field];

const toDetail: Navigation = {
  destinationType: 'detail',
  destination: 'view-2',
  variables: [{ field: 'customerId', dataset: 'main', value: 'id' }],
};
const toSearch: Navigation = {
  destinationType: 'search',
  destination: 'view-3',
  dataset: 'main',
  field: 'name',
};

const decodeVars = (href: string) => JSON.parse(new URL(href, 'http://x').searchParams.get('vars') ?? '');
const decodeSearch = (href: string) => JSON.parse(new URL(href, 'http://x').searchParams.get('search') ?? '');

describe('detail navigation', () => {
  it('fills each destination variable from its dataset and field', () => {
    const href = detailHrefOf(toDetail, readValue)!;
    expect(href.startsWith('/user/detail/view-2?vars=')).toBe(true);
    expect(decodeVars(href)).toEqual({ customerId: 7 });
  });

  it('is inert when a value is missing', () => {
    const managed = { ...toDetail, variables: [{ field: 'id', dataset: 'main', value: 'managerId' }] };
    expect(detailHrefOf(managed, readValue)).toBeUndefined();
    const unknown = { ...toDetail, variables: [{ field: 'id', dataset: 'nowhere', value: 'id' }] };
    expect(detailHrefOf(unknown, readValue)).toBeUndefined();
  });
});

describe('search navigation (DESIGN.md §7c: exact entries)', () => {
  const destination = {
    textFilters: [{ field: 'name', label: 'Name' }],
    columns: [
      { value: 'name', label: 'Customer' },
      { value: 'customerId', label: 'Person' },
    ],
  };

  it("matches the destination's field of that name exactly, labelled as the destination labels it", () => {
    const entry = searchEntryOf(toSearch, readValue, destination);
    expect(entry).toEqual({ label: 'Name', field: 'name', value: 'Acme & Sons', exact: 'Acme & Sons' });
    expect(decodeSearch(searchHrefOf('view-3', entry!))).toEqual([
      { label: 'Name', field: 'name', value: 'Acme & Sons', exact: true },
    ]);
  });

  it('on a list panel, filters by the list own filter field with its parent value, the number kept a number', () => {
    const listFilter = { filterField: 'customerId', parentDataset: 'main', parentField: 'id' };
    const entry = searchEntryOf(toSearch, readValue, destination, listFilter);
    expect(entry).toEqual({ label: 'Person', field: 'customerId', value: '7', exact: 7 });
    expect(decodeSearch(hrefOf(toSearch, readValue, listFilter)!)).toEqual([
      { label: 'Customer id', field: 'customerId', value: 7, exact: true },
    ]);
  });

  it('filters by the destination field the designer chose, on a list panel too', () => {
    const chosen = { ...toSearch, destinationField: 'customerName' };
    const listFilter = { filterField: 'customerId', parentDataset: 'main', parentField: 'id' };
    expect(searchEntryOf(chosen, readValue, destination, listFilter)).toEqual({
      label: 'Customer name',
      field: 'customerName',
      value: 'Acme & Sons',
      exact: 'Acme & Sons',
    });
  });

  it('keeps the free-text search of a link saved before, whose field the destination does not know', () => {
    expect(searchEntryOf({ ...toSearch, field: 'id' }, readValue, destination)).toEqual({
      label: '*',
      field: '*',
      value: '7',
    });
  });

  it('is inert when its value is missing, and unfiltered when it names none', () => {
    expect(searchEntryOf({ ...toSearch, field: 'managerId' }, readValue)).toBeUndefined();
    expect(hrefOf({ ...toSearch, field: 'managerId' }, readValue)).toBeUndefined();
    expect(searchEntryOf({ destinationType: 'search', destination: 'view-3' }, readValue)).toBeNull();
    expect(hrefOf({ destinationType: 'search', destination: 'view-3' }, readValue)).toBe(
      '/user/search/view-3',
    );
  });
});
