import { describe, expect, it } from 'vitest';
import { humanizeField } from './humanize-field';

describe('a field name as a default label', () => {
  it.each([
    ['creditLimit', 'Credit limit'],
    ['credit_limit', 'Credit limit'],
    ['order-date', 'Order date'],
    ['id', 'Id'],
    ['address2Line', 'Address2 line'],
    ['_', '_'],
  ])('labels the field %s as %s', (field, label) => {
    expect(humanizeField(field)).toBe(label);
  });
});
