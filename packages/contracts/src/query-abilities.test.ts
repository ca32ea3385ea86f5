import { describe, expect, it } from 'vitest';
import { abilitiesOfEndpoint } from './query-abilities.ts';
import type { RestSettings } from './rest-conventions.ts';

const desk: RestSettings = {
  preset: 'openapi',
  query: {
    equals: '{field}={value}',
    freeText: 'q={value}',
    sortAsc: 'sort={field}:asc',
    sortDesc: 'sort={field}:desc',
  },
  ranges: { amount: { from: 'amount_gte', to: 'amount_lte' } },
};
const orders = {
  params: ['offset', 'limit', 'status', 'customerId', 'amount_gte', 'amount_lte', 'q', 'sort'].map(
    (name) => ({ name }),
  ),
  described: {
    fields: ['id', 'number', 'status', 'amount', 'customerId', 'createdAt'].map((name) => ({
      name,
      type: 'text' as const,
    })),
    params: [
      { name: 'status', values: ['new', 'paid'], multiple: true },
      { name: 'sort', values: ['id:asc', 'id:desc', 'amount:asc', 'amount:desc', 'createdAt:asc'] },
    ],
  },
};

describe('what a page over an endpoint may ask, when its document is known', () => {
  it('offers only the filters, ranges, search and sorts the endpoint declares', () => {
    expect(abilitiesOfEndpoint(desk, orders)).toEqual({
      sort: ['id', 'amount'],
      exact: ['status', 'customerId'],
      several: ['status'],
      range: ['amount'],
      contains: [],
      freeText: true,
    });
  });

  it('without the search parameter declared, offers no search', () => {
    const withoutQ = { ...orders, params: orders.params.filter(({ name }) => name !== 'q') };
    expect(abilitiesOfEndpoint(desk, withoutQ)?.freeText).toBe(false);
  });

  it('says nothing for a server whose document is not known', () => {
    expect(abilitiesOfEndpoint({ preset: 'django-rest-framework' }, orders)).toBeUndefined();
    expect(abilitiesOfEndpoint(undefined, orders)).toBeUndefined();
  });
});
