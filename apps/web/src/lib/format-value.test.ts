import { describe, expect, it } from 'vitest';
import { formatValue, plainText } from './format-value';

describe('formatting a value by its value type and the user locale', () => {
  it('writes numbers with the thousands separator of the locale', () => {
    expect(formatValue(1234567.5, 'number', 'en-US')).toBe('1,234,567.5');
    expect(formatValue(1234567.5, 'number', 'de-DE')).toBe('1.234.567,5');
    expect(formatValue('98000', 'number', 'en-US')).toBe('98,000');
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
