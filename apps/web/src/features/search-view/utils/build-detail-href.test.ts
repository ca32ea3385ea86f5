import { describe, expect, it } from 'vitest';
import type { ColumnNavigation } from '../types';
import { buildDetailHref, buildNavigationVars } from './build-detail-href';

const navigation: ColumnNavigation = {
  destination: 'd-1',
  destinationType: 'detail',
  variables: [
    { field: 'customerId', value: 'id', dataset: 'main' },
    { field: 'region', value: 'country', dataset: 'main' },
  ],
};
const row = { id: 42, name: 'Acme & Co', country: 'Österreich' };

describe('the navigation of a cell', () => {
  it('maps each destination variable name to the row value of its field', () => {
    expect(buildNavigationVars(navigation, row)).toEqual({ customerId: 42, region: 'Österreich' });
  });

  it('gives null for a field the row lacks', () => {
    const missing = { ...navigation, variables: [{ field: 'code', value: 'nope' }] };
    expect(buildNavigationVars(missing, row)).toEqual({ code: null });
  });

  it('passes no inherited member for a field named constructor, and keeps a variable named __proto__', () => {
    const inherited = {
      ...navigation,
      variables: [
        { field: 'a', value: 'constructor' },
        { field: 'b', value: 'toString' },
        { field: '__proto__', value: 'id' },
      ],
    };
    const vars = buildNavigationVars(inherited, row);
    expect(Object.entries(vars)).toEqual([
      ['a', null],
      ['b', null],
      ['__proto__', 42],
    ]);
    const query = buildDetailHref(inherited, row)!.split('?')[1];
    expect(new URLSearchParams(query).get('vars')).toBe('{"a":null,"b":null,"__proto__":42}');
  });

  it('leads to the detail view with the variables as encoded JSON', () => {
    const href = buildDetailHref(navigation, row)!;
    const [path, query] = href.split('?');
    expect(path).toBe('/user/detail/d-1');
    expect(JSON.parse(new URLSearchParams(query).get('vars')!)).toEqual({
      customerId: 42,
      region: 'Österreich',
    });
    expect(query).not.toMatch(/[{}"]/);
  });

  it('leads nowhere without a detail destination', () => {
    expect(buildDetailHref(undefined, row)).toBeUndefined();
    expect(buildDetailHref({ ...navigation, destination: '' }, row)).toBeUndefined();
    expect(buildDetailHref({ ...navigation, destinationType: 'search' }, row)).toBeUndefined();
  });
});
