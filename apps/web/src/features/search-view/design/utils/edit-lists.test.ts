import { describe, expect, it } from 'vitest';
import type { CustomFilter, TextFilterOption, ViewColumn } from '../../types';
import { addColumn, addCustomFilter, addTextFilter, collectFields } from './edit-lists';

const nameFilter: TextFilterOption = { key: 'name', field: 'name', label: 'Name' };
const column = (value: string): ViewColumn => ({ value, label: value, width: 'max-w-auto', hidemobile: '' });

describe('editing text filters', () => {
  it('refuses to add without a field', () => {
    expect(addTextFilter([], null)).toEqual({ ok: false, error: 'Please select a field' });
  });

  it('refuses a field already present', () => {
    expect(addTextFilter([nameFilter], 'name')).toEqual({ ok: false, error: 'Field already exists' });
  });

  it('adds a field labelled with its name', () => {
    expect(addTextFilter([nameFilter], 'city')).toEqual({
      ok: true,
      list: [nameFilter, { key: 'city', field: 'city', label: 'city' }],
    });
  });
});

describe('editing custom filters', () => {
  const limit: CustomFilter = {
    field: 'creditLimit',
    label: 'Credit limit',
    type: 'Number',
    value: null,
    valueRange: null,
    isVisible: false,
    isVisibleRange: false,
  };

  it('refuses a duplicate field', () => {
    expect(addCustomFilter([limit], 'creditLimit', 'Other')).toEqual({
      ok: false,
      error: 'Field already exists',
    });
  });

  it('refuses to add without a field', () => {
    expect(addCustomFilter([], '', 'x')).toEqual({ ok: false, error: 'Please select a field' });
  });

  it('adds a hidden Number filter, an empty label defaulting to the field name', () => {
    const result = addCustomFilter([limit], 'balance', ' ');
    expect(result).toEqual({ ok: true, list: [limit, { ...limit, field: 'balance', label: 'balance' }] });
    const labelled = addCustomFilter([], 'balance', ' Balance ');
    expect(labelled.ok && labelled.list[0].label).toBe('Balance');
  });
});

describe('editing columns', () => {
  it('refuses a column already shown', () => {
    expect(addColumn([column('name')], 'name')).toEqual({ ok: false, error: 'Column already exists' });
  });

  it('adds a column with Auto width shown on mobile', () => {
    const result = addColumn([], 'city');
    expect(result).toEqual({ ok: true, list: [column('city')] });
  });
});

describe('the fields a designer can pick', () => {
  it('are the column fields, then the scalar fields of the loaded rows, once each', () => {
    const rows = [
      { id: 1, name: 'a', address: { street: 'x' } },
      { id: 2, city: 'Rome', tags: ['a'], note: null },
    ];
    expect(collectFields([column('name'), column('total')], rows)).toEqual([
      { field: 'name', sample: 'a' },
      { field: 'total' },
      { field: 'id', sample: 1 },
      { field: 'city', sample: 'Rome' },
      { field: 'note' },
    ]);
  });
});
