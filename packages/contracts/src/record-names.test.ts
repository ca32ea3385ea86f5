import { describe, expect, it } from 'vitest';
import { nounOfUrl, recordVariableOf, referencedNoun, sameNoun, singular } from './record-names.ts';

describe('the names of related records', () => {
  it('reads plurals, regular and not', () => {
    expect(
      ['tickets', 'categories', 'addresses', 'people', 'People', 'status', 'statuses'].map(singular),
    ).toEqual(['ticket', 'category', 'address', 'person', 'Person', 'status', 'status']);
    expect(sameNoun('people', 'person')).toBe(true);
    expect(sameNoun('Customers', 'customer')).toBe(true);
  });

  it('reads the thing a field names by id, and the record an endpoint reads', () => {
    expect(['customer_id', 'customerId', 'personID', 'id'].map(referencedNoun)).toEqual([
      'customer',
      'customer',
      'person',
      undefined,
    ]);
    expect(nounOfUrl('v1/customers/$(id)')).toBe('customers');
    expect(recordVariableOf('v1/customers/$(id)')).toBe('id');
    expect(recordVariableOf('v1/customers/$(id)/orders')).toBeUndefined();
    expect(recordVariableOf('customers')).toBeUndefined();
  });
});
