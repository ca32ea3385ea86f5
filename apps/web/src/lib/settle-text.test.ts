import { describe, expect, it } from 'vitest';
import { settleLabel, settleName, settleTitle } from './settle-text';

const nameFilter = { key: 'name', field: 'name', label: 'Name' };

describe('settling edited texts on blur', () => {
  it("an empty label reverts to the field's name as people read it, and says so", () => {
    expect(settleLabel({ ...nameFilter, label: '  ' }, 'creditLimit')).toEqual({
      item: { ...nameFilter, label: 'Credit limit' },
      error: 'Label cannot be empty',
    });
    expect(settleLabel(nameFilter, 'name')).toEqual({ item: nameFilter });
  });

  it('a blank title becomes Untitled View and a blank name Unnamed View', () => {
    expect(settleTitle('  ')).toBe('Untitled View');
    expect(settleName('')).toBe('Unnamed View');
    expect(settleTitle(' Customers ')).toBe('Customers');
    expect(settleName('Orders')).toBe('Orders');
  });
});
