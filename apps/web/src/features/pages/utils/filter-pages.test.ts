import type { PageOverview } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { filterPages } from './filter-pages';

const page = (name: string, more: Partial<PageOverview> = {}): PageOverview => ({
  uuid: name,
  name,
  type: 'search',
  groups: [],
  linkedFrom: [],
  updatedAt: 0,
  updatedBy: null,
  ...more,
});

describe('filterPages', () => {
  const pages = [
    page('Products', { groups: [{ uuid: 'g', name: 'Sales Zürich' }] }),
    page('Product 360', { type: 'detail', linkedFrom: [{ uuid: 'p', name: 'Products', type: 'search' }] }),
    page('Orders', { updatedBy: { uuid: 'u', firstName: 'Ada', lastName: 'Lovelace' } }),
  ];
  const names = (search: string) => filterPages(pages, search).map((shown) => shown.name);

  it('keeps every page for an empty search', () => {
    expect(names('  ')).toEqual(['Products', 'Product 360', 'Orders']);
  });

  it('matches names without regard to case or accents, every word', () => {
    expect(names('PRODUCT 360')).toEqual(['Product 360']);
    expect(names('zurich')).toEqual(['Products']);
  });

  it('matches the type, the pages linking to a page and its last author', () => {
    expect(names('detail')).toEqual(['Product 360']);
    expect(names('lovelace')).toEqual(['Orders']);
    expect(names('products')).toEqual(['Products', 'Product 360']);
  });
});
