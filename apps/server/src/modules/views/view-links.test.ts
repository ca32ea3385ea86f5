import { describe, expect, it } from 'vitest';
import { viewDestinations } from './view-links.ts';

const nav = (destination: string) => ({ destinationType: 'detail', destination, variables: [] });

describe('the links of a saved view', () => {
  it('reads a search view’s column navigation, each destination once', () => {
    const metacontent = {
      columns: [
        { value: 'id', navigation: nav('d1') },
        { value: 'name', navigation: nav('d1') },
        { value: 'city' },
      ],
    };
    expect(viewDestinations('search', metacontent)).toEqual(['d1']);
  });

  it('reads basic fields, list lines and the list’s search page navigation of a detail view', () => {
    const metacontent = {
      panels: [
        { type: 'basic', fields: [{ field: 'a', navigation: nav('field') }, { field: 'b' }] },
        {
          type: 'list',
          dataset: 'items',
          fields: {
            line1: { field: 'x', navigation: nav('line1') },
            line2: null,
            line4: { field: 'y', navigation: nav('line4') },
            navigationPage: { navigation: { destinationType: 'search', destination: 'page' } },
          },
        },
      ],
    };
    expect(viewDestinations('detail', metacontent)).toEqual(['field', 'line1', 'line4', 'page']);
  });

  it('skips shapes it does not recognise instead of failing', () => {
    expect(viewDestinations('detail', null)).toEqual([]);
    expect(viewDestinations('detail', { panels: 'none' })).toEqual([]);
    expect(
      viewDestinations('detail', { panels: [null, { type: 'list', fields: [] }, { type: 'basic' }] }),
    ).toEqual([]);
    expect(viewDestinations('search', { columns: [{ navigation: { destination: 7 } }] })).toEqual([]);
  });
});
