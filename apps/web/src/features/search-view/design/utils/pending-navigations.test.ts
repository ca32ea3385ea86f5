import { describe, expect, it } from 'vitest';
import type { ViewColumn } from '../../types';
import { isDraftPending, settlePendingNavigations } from './pending-navigations';

const saved: ViewColumn = {
  label: 'Name',
  value: 'name',
  navigation: {
    destination: 'detail-1',
    destinationType: 'detail',
    variables: [{ field: 'id', value: 'id', dataset: 'main' }],
  },
} as ViewColumn;
const plain = { label: 'City', value: 'city' } as ViewColumn;

describe('a navigation chosen but not saved with Save Navigation', () => {
  it('is not pending when it says what the column already holds', () => {
    expect(
      isDraftPending(saved, { destination: 'detail-1', bindings: { id: 'id' }, variables: ['id'] }),
    ).toBe(false);
    expect(isDraftPending(plain, { destination: null, bindings: {}, variables: undefined })).toBe(false);
  });

  it('is pending when the destination or a binding changed', () => {
    expect(
      isDraftPending(saved, { destination: 'detail-2', bindings: { id: 'id' }, variables: ['id'] }),
    ).toBe(true);
    expect(
      isDraftPending(saved, { destination: 'detail-1', bindings: { id: 'name' }, variables: ['id'] }),
    ).toBe(true);
  });

  it('is kept in its column on Done when complete, and named when a variable is still unbound', () => {
    const settled = settlePendingNavigations([saved, plain], {
      city: { destination: 'detail-1', bindings: { id: 'city' }, variables: ['id'] },
      name: { destination: 'detail-2', bindings: {}, variables: ['customerId'] },
    });
    expect(settled.kept).toEqual(['city']);
    expect(settled.incomplete).toEqual(['name']);
    expect(settled.columns[1]?.navigation).toEqual({
      destination: 'detail-1',
      destinationType: 'detail',
      variables: [{ field: 'id', value: 'city', dataset: 'main' }],
    });
    // The incomplete one leaves its column as it was saved.
    expect(settled.columns[0]).toBe(saved);
  });

  it('is named as incomplete while the destination variables are still being read', () => {
    const settled = settlePendingNavigations([plain], {
      city: { destination: 'detail-1', bindings: {}, variables: undefined },
    });
    expect(settled).toMatchObject({ kept: [], incomplete: ['city'] });
  });
});
