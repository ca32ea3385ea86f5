import { describe, expect, it } from 'vitest';
import type { CustomFilter, TextFilterOption, ViewColumn } from '../../types';
import { addColumn, addCustomFilter, addTextFilter, collectFields, numericFields } from './edit-lists';

const nameFilter: TextFilterOption = { key: 'name', field: 'name', label: 'Name' };
const column = (value: string): ViewColumn => ({ value, label: value, width: 'max-w-auto', hidemobile: '' });

describe('editing text filters', () => {
  it('refuses to add without a field', () => {
    expect(addTextFilter([], null)).toEqual({ ok: false, error: 'Please select a field' });
  });

  it('refuses a field already present', () => {
    expect(addTextFilter([nameFilter], 'name')).toEqual({ ok: false, error: 'Field already exists' });
  });

  it('adds a field labelled with its name as people read it', () => {
    expect(addTextFilter([nameFilter], 'accountManager')).toEqual({
      ok: true,
      list: [nameFilter, { key: 'accountManager', field: 'accountManager', label: 'Account manager' }],
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
    const result = addCustomFilter([limit], 'openBalance', ' ');
    expect(result).toEqual({
      ok: true,
      list: [limit, { ...limit, field: 'openBalance', label: 'Open balance' }],
    });
    const labelled = addCustomFilter([], 'balance', ' Balance ');
    expect(labelled.ok && labelled.list[0].label).toBe('Balance');
  });
});

describe('editing columns', () => {
  it('refuses a column already shown', () => {
    expect(addColumn([column('name')], 'name')).toEqual({ ok: false, error: 'Column already exists' });
  });

  it('adds a column with Auto width shown on mobile, labelled and typed', () => {
    expect(addColumn([], 'city')).toEqual({
      ok: true,
      list: [{ ...column('city'), label: 'City', valueType: 'text' }],
    });
    const total = addColumn([], 'orderTotal', 'number');
    expect(total.ok && total.list[0]).toMatchObject({ label: 'Order total', valueType: 'number' });
  });
});

describe('the fields a Number filter is offered', () => {
  it('are those whose loaded values are all numbers', () => {
    const rows = [
      { id: 1, name: 'a', creditLimit: 7000, zip: '0150', rating: null },
      { id: 2, name: 'b', creditLimit: 2590.5, zip: 8001, rating: 4 },
    ];
    expect(numericFields(rows)).toEqual(['id', 'creditLimit', 'rating']);
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
