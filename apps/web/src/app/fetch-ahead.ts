import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { viewQueryKey, viewQueryOptions } from '../features/search-view/api/get-search-view';
import { searchRowsOptions } from '../features/search-view/api/search-rows-options';
import { firstSearchParams } from '../features/search-view/utils/initial-view-state';
import { sessionQueryOptions } from '../lib/session';
import { preloadShell } from './layouts/protected-layout';
import { preloadSearchView } from './router';

/**
 * From the first line of script on, asks for what the first screen will need, so that the screen
 * finds it in the cache instead of asking one thing after another. The session check goes first:
 * it is on every screen's critical path, and the browser's six connections would otherwise queue it
 * behind script downloads. A search page opened directly (a link, a reload) also gets its view, then
 * its first rows, and its code, beside the session check.
 */
export function fetchAhead(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  void queryClient.prefetchQuery(sessionQueryOptions);
  const uuid = matchPath(paths.searchView.path, location.pathname)?.params.uuid;
  if (!uuid) return;
  const view = queryClient.fetchQuery(viewQueryOptions(uuid));
  void preloadShell();
  void preloadSearchView();
  view
    .then((found) => {
      if (found.type !== 'search') return;
      const params = firstSearchParams(found, new URLSearchParams(location.search));
      return queryClient.prefetchInfiniteQuery(searchRowsOptions(found.metadata.endpoint, params));
    })
    // Signed out, or not a view of this user: the screen asks again itself and says so.
    .catch(() => queryClient.removeQueries({ queryKey: viewQueryKey(uuid), exact: true }));
}
