import type { DetailView, SearchView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { savedViewOf } from './save-view';
import { viewUpdateBodyOf } from './views';

const capabilities = { sort: false, exactMatch: true, numberRange: true, contains: true, freeText: false };

const search = (server: string, extra: Partial<SearchView> = {}) =>
  ({
    uuid: 'v1',
    name: 'Customers',
    type: 'search',
    version: 3,
    metacontent: { title: 'Customers', columns: [], textFilters: [], customFilters: [] },
    metadata: { server, endpoint: 'e1' },
    ...extra,
  }) as unknown as SearchView;

describe('saving a view', () => {
  it('sends the whole view with the version it was read at, and nothing the server adds', () => {
    const view = search('s1', { capabilities, deletedDestinations: ['gone'] } as Partial<SearchView>);
    expect(viewUpdateBodyOf(view)).toEqual({
      name: 'Customers',
      type: 'search',
      metacontent: view.metacontent,
      metadata: view.metadata,
      version: 3,
    });
  });

  it("keeps what a search page's server can write while the server is the same", () => {
    const read = search('s1', { capabilities });
    const answer = search('s1', { version: 4 });
    expect(savedViewOf(answer, read)).toEqual({ ...answer, capabilities });
  });

  it('forgets it when the page was repointed to another server', () => {
    const read = search('s1', { capabilities });
    const answer = search('s2', { version: 4 });
    expect(savedViewOf(answer, read)).toBe(answer);
  });

  it('keeps a detail page as the save answers it', () => {
    const detail = { uuid: 'd1', type: 'detail', version: 2 } as unknown as DetailView;
    const answer = { ...detail, version: 3 };
    expect(savedViewOf(answer, detail)).toBe(answer);
  });
});
