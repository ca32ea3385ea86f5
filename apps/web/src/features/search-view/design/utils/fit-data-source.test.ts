import { describe, expect, it } from 'vitest';
import type { SearchMetacontent } from '../../types';
import { fitDataSource } from './fit-data-source';

const metacontent: SearchMetacontent = {
  title: 'Clients',
  columns: [
    { value: 'name', label: 'Name' },
    { value: 'legacyCode', label: 'Legacy code' },
  ],
  textFilters: [
    { key: 'name', field: 'name', label: 'Name' },
    { key: 'legacyCode', field: 'legacyCode', label: 'Legacy code' },
  ],
  customFilters: [
    { field: 'balance', label: 'Balance', isVisible: false, isVisibleRange: false },
    { field: 'credit', label: 'Credit', isVisible: false, isVisibleRange: false },
  ],
} as SearchMetacontent;

describe('fitDataSource', () => {
  it('keeps the columns and filters whose field the new rows have, and drops the others', () => {
    const fitted = fitDataSource(metacontent, ['id', 'name', 'balance']);
    expect(fitted.columns.map((column) => column.value)).toEqual(['name']);
    expect(fitted.textFilters.map((filter) => filter.field)).toEqual(['name']);
    expect(fitted.customFilters.map((filter) => filter.field)).toEqual(['balance']);
    expect(fitted.title).toBe('Clients');
  });

  it('keeps everything when the new endpoint answered no rows to tell its fields by', () => {
    expect(fitDataSource(metacontent, [])).toBe(metacontent);
  });
});
