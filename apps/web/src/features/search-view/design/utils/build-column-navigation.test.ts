import { describe, expect, it } from 'vitest';
import { bindingsOf, buildColumnNavigation } from './build-column-navigation';

describe('saving a column navigation', () => {
  it('binds each destination variable to a row field of the main dataset', () => {
    expect(
      buildColumnNavigation('d-1', ['customerId', 'region'], { customerId: 'id', region: 'country' }),
    ).toEqual({
      ok: true,
      navigation: {
        destination: 'd-1',
        destinationType: 'detail',
        variables: [
          { field: 'customerId', value: 'id', dataset: 'main' },
          { field: 'region', value: 'country', dataset: 'main' },
        ],
      },
    });
  });

  it('is refused without a destination, before its variables are known, or with a variable unbound', () => {
    const refused = (missing: string[]) => ({
      ok: false,
      error: 'Error saving navigation settings',
      missing,
    });
    expect(buildColumnNavigation(null, ['a'], { a: 'id' })).toEqual(refused(['destination']));
    expect(buildColumnNavigation('d-1', undefined, {})).toEqual(refused(['destination']));
    expect(buildColumnNavigation('d-1', ['a', 'b', 'c'], { a: 'id', b: '' })).toEqual(refused(['b', 'c']));
  });

  it('reads back the bindings of a saved navigation', () => {
    const saved = buildColumnNavigation('d-1', ['customerId'], { customerId: 'id' });
    expect(saved.ok && bindingsOf(saved.navigation)).toEqual({ customerId: 'id' });
    expect(bindingsOf(undefined)).toEqual({});
  });
});
