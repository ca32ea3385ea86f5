import { describe, expect, it } from 'vitest';
import { withPage } from '../utils/build-proxy-params';
import { searchPageRequest } from './fetch-search-page';

describe("a search page's call for its rows", () => {
  it('names the page, so the server can tell it is a call this page makes', () => {
    const params = { textSearch: { fields: ['name'], values: ['acme'] }, customFilters: [], orderBy: 'name' };
    expect(searchPageRequest('view-uuid', 'endpoint-uuid', withPage(params, 50))).toEqual({
      uuid: 'endpoint-uuid',
      view: 'view-uuid',
      urlVariables: {},
      params: { offset: 50, limit: 50, ...params },
    });
  });
});
