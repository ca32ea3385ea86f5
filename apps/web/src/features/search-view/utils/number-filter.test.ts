import { describe, expect, it } from 'vitest';
import type { CustomFilter } from '../types';
import { capLower, floorUpper, toggleRange, toggleValue, toNumber } from './number-filter';

const filter = (extra: Partial<CustomFilter> = {}): CustomFilter => ({
  field: 'creditLimit',
  label: 'Credit limit',
  type: 'Number',
  value: null,
  valueRange: null,
  isVisible: true,
  isVisibleRange: true,
  ...extra,
});

describe('the number filter', () => {
  it('caps the lower value at the upper value when a range is present', () => {
    expect(capLower(filter({ value: 900, valueRange: 500 })).value).toBe(500);
    expect(capLower(filter({ value: '900', valueRange: '500' })).value).toBe(500);
  });

  it('leaves a lower value at or below the upper value alone', () => {
    const within = filter({ value: 100, valueRange: 500 });
    expect(capLower(within)).toBe(within);
    expect(capLower(filter({ value: 500, valueRange: 500 })).value).toBe(500);
  });

  it('does not cap the lower value without a range', () => {
    const single = filter({ value: 900, valueRange: 500, isVisibleRange: false });
    expect(capLower(single).value).toBe(900);
  });

  it('never lets the upper value go below the lower value', () => {
    expect(floorUpper(filter({ value: 300, valueRange: 200 })).valueRange).toBe(300);
    expect(floorUpper(filter({ value: 300, valueRange: 400 })).valueRange).toBe(400);
  });

  it('leaves a blank bound alone', () => {
    expect(capLower(filter({ value: 900, valueRange: null })).value).toBe(900);
    expect(floorUpper(filter({ value: null, valueRange: 10 })).valueRange).toBe(10);
  });

  it('turning the value off clears the value and the range', () => {
    const off = toggleValue(filter({ value: 5, valueRange: 9 }), false);
    expect(off).toMatchObject({ isVisible: false, value: null, isVisibleRange: false, valueRange: null });
    expect(toggleValue(off, true)).toMatchObject({ isVisible: true, value: null });
  });

  it('turning the range off removes the upper value and keeps the lower', () => {
    const off = toggleRange(filter({ value: 5, valueRange: 9 }), false);
    expect(off).toMatchObject({ isVisibleRange: false, valueRange: null, value: 5 });
    expect(toggleRange(off, true).isVisibleRange).toBe(true);
  });

  it('reads blank and non-numeric values as no value', () => {
    expect(toNumber('')).toBeNull();
    expect(toNumber('  ')).toBeNull();
    expect(toNumber('abc')).toBeNull();
    expect(toNumber(undefined)).toBeNull();
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber(0)).toBe(0);
  });
});
