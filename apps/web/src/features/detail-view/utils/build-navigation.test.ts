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

describe('search navigation', () => {
  it("uses the destination's text filter on a field of that name", () => {
    const entry = searchEntryOf(toSearch, readValue, [{ field: 'name', label: 'Name' }]);
    expect(entry).toEqual({ label: 'Name', field: 'name', value: 'Acme & Sons' });
    expect(decodeSearch(searchHrefOf('view-3', entry!))).toEqual([entry]);
  });

  it('falls back to free text when the destination has no such filter', () => {
    expect(searchEntryOf(toSearch, readValue, [{ field: 'city', label: 'City' }])).toEqual({
      label: '*',
      field: '*',
      value: 'Acme & Sons',
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
