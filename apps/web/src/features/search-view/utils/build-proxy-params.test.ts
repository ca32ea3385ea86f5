import { describe, expect, it } from 'vitest';
import type { CustomFilter } from '../types';
import { buildSearchParams, type SearchQuery, withPage } from './build-proxy-params';

const numberFilter = (extra: Partial<CustomFilter>): CustomFilter => ({
  field: 'creditLimit',
  label: 'Credit limit',
  type: 'Number',
  value: null,
  valueRange: null,
  isVisible: false,
  isVisibleRange: false,
  ...extra,
});

const query = (extra: Partial<SearchQuery> = {}): SearchQuery => ({
  entries: [],
  sort: null,
  customFilters: [],
  textFilterFields: ['name', 'city'],
  ...extra,
});

describe('the proxy params of a search page', () => {
  it('puts the active text filters in two parallel lists', () => {
    const params = buildSearchParams(
      query({
        entries: [
          { label: 'Name', field: 'name', value: ' smith ' },
          { label: 'City', field: 'city', value: 'Rome' },
        ],
      }),
    );
    expect(params.textSearch).toEqual({ fields: ['name', 'city'], values: ['smith', 'Rome'] });
    expect(params.freeTextFields).toBeUndefined();
  });

  it('a free-text entry searches the view text filter fields', () => {
    const params = buildSearchParams(
      query({
        entries: [{ label: '*', field: '*', value: 'acme' }],
        textFilterFields: ['name', 'city', 'name'],
      }),
    );
    expect(params.textSearch).toEqual({ fields: ['*'], values: ['acme'] });
    expect(params.freeTextFields).toEqual(['name', 'city']);
  });

  it('leaves blank text entries out', () => {
    const params = buildSearchParams(query({ entries: [{ label: 'Name', field: 'name', value: '  ' }] }));
    expect(params.textSearch).toEqual({ fields: [], values: [] });
  });

  it('sends a custom filter only when it is visible with a value', () => {
    const params = buildSearchParams(
      query({
        customFilters: [
          numberFilter({ field: 'hidden', value: 5 }),
          numberFilter({ field: 'empty', isVisible: true }),
          numberFilter({ field: 'equal', isVisible: true, value: '5000', valueRange: 9 }),
        ],
      }),
    );
    expect(params.customFilters).toEqual([
      numberFilter({ field: 'equal', isVisible: true, value: 5000, valueRange: null, isVisibleRange: false }),
    ]);
  });

  it('sends the upper bound only with the range on', () => {
    const params = buildSearchParams(
      query({
        customFilters: [
          numberFilter({ isVisible: true, isVisibleRange: true, value: '', valueRange: '3000' }),
        ],
      }),
    );
    expect(params.customFilters).toEqual([
      numberFilter({ isVisible: true, isVisibleRange: true, value: null, valueRange: 3000 }),
    ]);
  });

  it('carries the sort as orderBy and sort, and nothing without a sort', () => {
    expect(buildSearchParams(query({ sort: { field: 'name', direction: 'desc' } }))).toMatchObject({
      orderBy: 'name',
      sort: 'desc',
    });
    expect(buildSearchParams(query())).not.toHaveProperty('orderBy');
  });

  it('adds the page: offset and a limit of 50', () => {
    expect(withPage(buildSearchParams(query()), 100)).toMatchObject({ offset: 100, limit: 50 });
  });

  it('gives the same params for the same question', () => {
    const a = buildSearchParams(query({ customFilters: [numberFilter({ isVisible: true })] }));
    const b = buildSearchParams(query({ customFilters: [] }));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('sends exact entries as exact matches beside the "contains" ones, their values typed (DESIGN.md §7c)', () => {
    const params = buildSearchParams(
      query({
        entries: [
          { label: 'Customer id', field: 'customerId', value: '17', exact: { value: 17 } },
          { label: 'Name', field: 'name', value: 'smith' },
        ],
      }),
    );
    expect(params.filters).toEqual([{ field: 'customerId', value: 17 }]);
    expect(params.textSearch).toEqual({ fields: ['name'], values: ['smith'] });
  });

  it('sends no filters without exact entries, so the question stays the same', () => {
    expect(
      buildSearchParams(query({ entries: [{ label: 'Name', field: 'name', value: 'a' }] })),
    ).not.toHaveProperty('filters');
  });
});
