import { describe, expect, it } from 'vitest';
import { columnDecimals, formatValue, plainText } from './format-value';

describe('formatting a value by its value type and the user locale', () => {
  it('writes numbers with the thousands separator of the locale', () => {
    expect(formatValue(1234567.5, 'number', 'en-US')).toBe('1,234,567.5');
    expect(formatValue(1234567.5, 'number', 'de-DE')).toBe('1.234.567,5');
    expect(formatValue('98000', 'number', 'en-US')).toBe('98,000');
  });

  it('never shows binary noise: a number is rounded to 12 significant digits first', () => {
    expect(formatValue(370370367.36899996, 'number', 'en-US')).toBe('370,370,367.369');
    expect(formatValue(0.1 + 0.2, 'number', 'en-US')).toBe('0.3');
    expect(formatValue('1.0000000000000002', 'number', 'en-US')).toBe('1');
    expect(formatValue(2.675, 'number', 'en-US')).toBe('2.675');
  });

  it('shows at most 4 decimals, more only for small fractions', () => {
    expect(formatValue(7.12345678, 'number', 'en-US')).toBe('7.1235');
    expect(formatValue(0.000123, 'number', 'en-US')).toBe('0.00012');
    expect(formatValue(-12.5, 'number', 'en-US')).toBe('-12.5');
    expect(formatValue(1e21, 'number', 'en-US')).toBe('1,000,000,000,000,000,000,000');
  });

  it('gives a column of numbers the decimals its most precise value needs, so they line up', () => {
    const money = [3344.8, 1830.78, '12', null, 'n/a'];
    const decimals = columnDecimals(money);
    expect(decimals).toBe(2);
    expect(money.map((value) => formatValue(value, 'number', 'en-US', decimals))).toEqual([
      '3,344.80',
      '1,830.78',
      '12.00',
      '',
      'n/a',
    ]);
    expect(formatValue(3344.8, 'number', 'de-DE', decimals)).toBe('3.344,80');
  });

  it("decides a column's decimals without binary noise and within the cap", () => {
    expect(columnDecimals([1, 2, 3])).toBe(0);
    expect(columnDecimals([370370367.36899996, 5])).toBe(3);
    expect(columnDecimals([0.1 + 0.2, 0.7])).toBe(1);
    expect(columnDecimals([1.23456789, 2])).toBe(4);
    expect(columnDecimals([0.0001234, 0.0005])).toBe(5);
    expect(columnDecimals([1e-15])).toBe(10);
    expect(columnDecimals(['text', null, undefined])).toBeUndefined();
    expect(columnDecimals([])).toBeUndefined();
  });

  it('leaves a value that is not a number as it came', () => {
    expect(formatValue('n/a', 'number', 'en-US')).toBe('n/a');
    expect(formatValue('12 apples', 'number', 'en-US')).toBe('12 apples');
  });

  it('shows a calendar date as that same day whatever the time zone', () => {
    expect(formatValue('2024-03-05', 'datenotime', 'en-US')).toBe('Mar 5, 2024');
    expect(formatValue('2024-03-05', 'datenotime', 'de-DE')).toBe('05.03.2024');
    expect(formatValue('2024-03-05', 'datewithtime', 'en-US')).toBe('Mar 5, 2024');
  });

  it('shows an instant without or with its time', () => {
    expect(formatValue('2024-03-05T10:30:00Z', 'datenotime', 'en-US')).toBe('Mar 5, 2024');
    expect(formatValue('2024-03-05T10:30:00Z', 'datewithtime', 'en-US')).toMatch(/^Mar 5, 2024, \d{1,2}:30/);
  });

  it('leaves text that is not a date as it came', () => {
    expect(formatValue('soon', 'datenotime', 'en-US')).toBe('soon');
  });

  it('shows nothing for a missing value and text as it is', () => {
    expect(formatValue(null, 'number', 'en-US')).toBe('');
    expect(formatValue(undefined, 'text', 'en-US')).toBe('');
    expect(formatValue(1234, 'text', 'en-US')).toBe('1234');
    expect(formatValue(true)).toBe('true');
  });

  it('writes an object as JSON', () => {
    expect(plainText({ a: 1 })).toBe('{"a":1}');
  });
});
