import type { ViewSummary } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkNavigation, type NavigationDraft, navigationDraftOf } from './navigation-draft';

const views: ViewSummary[] = [
  { uuid: 's1', name: 'People', type: 'search' },
  { uuid: 'd1', name: 'Person', type: 'detail' },
];
const search: NavigationDraft = {
  destinationType: 'search',
  destination: 's1',
  dataset: 'main',
  field: 'lastName',
  destinationField: null,
  bindings: {},
};

describe('a navigation in design mode', () => {
  it('needs a destination, a dataset and a field to search', () => {
    for (const missing of ['destination', 'dataset', 'field'] as const)
      expect(checkNavigation({ ...search, [missing]: null }, views, undefined)).toEqual({
        ok: false,
        error: 'Please select a destination for the search navigation',
      });
    expect(checkNavigation(search, views, undefined)).toEqual({
      ok: true,
      navigation: { destinationType: 'search', destination: 's1', dataset: 'main', field: 'lastName' },
    });
  });

  it('keeps the destination field the designer chose (DESIGN.md §7c)', () => {
    expect(checkNavigation({ ...search, destinationField: 'surname' }, views, undefined)).toEqual({
      ok: true,
      navigation: {
        destinationType: 'search',
        destination: 's1',
        dataset: 'main',
        field: 'lastName',
        destinationField: 'surname',
      },
    });
    expect(
      navigationDraftOf({ destinationType: 'search', destination: 's1', field: 'a', destinationField: 'b' })
        .destinationField,
    ).toBe('b');
  });

  it('refuses a destination that is not a view of its type', () => {
    expect(checkNavigation({ ...search, destination: 'd1' }, views, undefined)).toEqual({
      ok: false,
      error: 'Navigation error, invalid destination.',
    });
  });

  it('binds every variable of a detail destination, or says it cannot save', () => {
    const detail: NavigationDraft = {
      destinationType: 'detail',
      destination: 'd1',
      dataset: null,
      field: null,
      destinationField: null,
      bindings: { id: { dataset: 'orders', field: 'personId' } },
    };
    expect(checkNavigation(detail, views, ['id', 'code'])).toEqual({
      ok: false,
      error: 'Error saving navigation settings',
    });
    expect(checkNavigation(detail, views, undefined)).toEqual({
      ok: false,
      error: 'Error loading destination details.',
    });
    const checked = checkNavigation(detail, views, ['id']);
    expect(checked).toEqual({
      ok: true,
      navigation: {
        destinationType: 'detail',
        destination: 'd1',
        variables: [{ field: 'id', dataset: 'orders', value: 'personId' }],
      },
    });
    expect(checked.ok && navigationDraftOf(checked.navigation)).toEqual({ ...detail });
  });
});
