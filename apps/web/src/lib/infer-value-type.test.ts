import { describe, expect, it } from 'vitest';
import { inferValueType, inferValueTypes } from './infer-value-type';

describe('inferring how a field reads', () => {
  it('tells numbers, dates, dates with a time and text apart', () => {
    expect(inferValueType('creditLimit', [7000, 2590.5, null])).toBe('number');
    expect(inferValueType('orderDate', ['2023-05-10', '2022-01-31'])).toBe('datenotime');
    expect(inferValueType('shippedAt', ['2023-05-10T14:03:00Z'])).toBe('datewithtime');
    expect(inferValueType('city', ['Zürich', '2023-05-10'])).toBe('text');
    expect(inferValueType('notes', [null, ''])).toBe('text');
  });

  it('keeps identifiers as text', () => {
    for (const field of ['id', 'customerId', 'order_id', 'orderNumber', 'postalCode']) {
      expect(inferValueType(field, [1026]), field).toBe('text');
    }
  });

  it('judges every scalar field of the first rows', () => {
    const types = inferValueTypes([
      { id: 1, total: 10.5, orderDate: '2023-05-10', lines: [{ a: 1 }] },
      { id: 2, total: 99, orderDate: null, lines: [] },
    ]);
    expect(Object.fromEntries(types)).toEqual({ id: 'text', total: 'number', orderDate: 'datenotime' });
  });
});
