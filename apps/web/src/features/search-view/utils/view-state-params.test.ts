import { describe, expect, it } from 'vitest';
import type { CustomFilter } from '../types';
import { applyNumbers, decodeSort, encodeNumbers, encodeSort } from './view-state-params';

const filter = (field: string, change: Partial<CustomFilter> = {}): CustomFilter => ({
  field,
  label: field,
  type: 'Number',
  value: null,
  valueRange: null,
  isVisible: false,
  isVisibleRange: false,
  ...change,
});

describe('the sort in the address', () => {
  it('reads back what it wrote, and nothing from a malformed value', () => {
    expect(decodeSort(encodeSort({ field: 'creditLimit', direction: 'desc' }))).toEqual({
      field: 'creditLimit',
      direction: 'desc',
    });
    expect(encodeSort(null)).toBeNull();
    for (const raw of [null, '', 'name', 'name:up', ':asc']) expect(decodeSort(raw)).toBeNull();
  });
});

describe('the number filters in the address', () => {
  const saved = [filter('creditLimit'), filter('orders', { isVisible: true, value: 3 })];

  it('is left out while the filters are as the view was saved', () => {
    expect(encodeNumbers(saved, saved)).toBeNull();
  });

  it('holds the filters that are on, with their values and range, and restores them', () => {
    const now = [
      filter('creditLimit', { isVisible: true, value: '60000', isVisibleRange: true, valueRange: 90000 }),
      filter('orders'),
    ];
    const raw = encodeNumbers(now, saved);
    expect(JSON.parse(raw!)).toEqual([{ field: 'creditLimit', value: 60000, valueRange: 90000 }]);
    expect(applyNumbers(saved, raw)).toEqual([
      filter('creditLimit', { isVisible: true, value: 60000, isVisibleRange: true, valueRange: 90000 }),
      filter('orders'),
    ]);
  });

  it('says so when every filter was turned off, so the saved ones do not come back on reload', () => {
    const raw = encodeNumbers([filter('creditLimit'), filter('orders')], saved);
    expect(raw).toBe('[]');
    expect(applyNumbers(saved, raw).every((each) => !each.isVisible)).toBe(true);
  });

  it('keeps the saved filters without a parameter or with one that cannot be read', () => {
    expect(applyNumbers(saved, null)).toEqual(saved);
    expect(applyNumbers(saved, 'not json')).toEqual(saved);
    expect(applyNumbers(saved, '[{"value":1}]')).toEqual(saved);
  });
});
