import type { MyViewEntry } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { filterSearchViews } from './use-search-views';

const entry = (name: string, type: 'search' | 'detail' = 'search'): MyViewEntry => ({
  beView: { uuid: `uuid-${name}`, name, type },
});

describe('the keyword filter of Home', () => {
  const entries = [
    entry('Customers'),
    entry('Open orders'),
    entry('Customer card', 'detail'),
    entry('CUSTOM fields'),
  ];

  it('lists only search views, never detail views', () => {
    expect(filterSearchViews(entries, '').map((view) => view.name)).toEqual([
      'Customers',
      'Open orders',
      'CUSTOM fields',
    ]);
  });

  it('matches the view name without regard to case', () => {
    expect(filterSearchViews(entries, 'custom').map((view) => view.name)).toEqual([
      'Customers',
      'CUSTOM fields',
    ]);
    expect(filterSearchViews(entries, 'ORDERS').map((view) => view.name)).toEqual(['Open orders']);
  });

  it('ignores spaces around the keyword and finds nothing for a name no view has', () => {
    expect(filterSearchViews(entries, '  orders ').map((view) => view.name)).toEqual(['Open orders']);
    expect(filterSearchViews(entries, 'invoices')).toEqual([]);
  });
});
