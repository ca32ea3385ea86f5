import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { searchRowsOptions } from '../features/search-view/api/search-rows-options';
import { firstSearchParams } from '../features/search-view/utils/initial-view-state';
import { viewQueryOptions } from '../lib/api/views';
import { appStarts, forgetEarlyRequests } from '../lib/early-requests';
import { queryKeys } from '../lib/query-keys';
import { sessionQueryOptions } from '../lib/session';
import { mayBeSignedIn } from '../lib/signed-in-hint';

/**
 * From the first line of script on, asks for what the first screen will need, so that the screen
 * finds it in the cache instead of asking one thing after another: the session check, and on a
 * search page opened directly (a link, a reload) also its view, then its first rows. The page's
 * early script (app/early) has usually sent these requests already; the same calls here take up its
 * answers (lib/early-requests.ts), and whatever they do not take is forgotten.
 */
export function fetchAhead(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  const earlySent = appStarts();
  const session = queryClient.prefetchQuery(sessionQueryOptions);
  // A visitor without a session is not asked for the view: the 401 would show as an error in the
  // console, and the screen sends them to sign in anyway.
  const uuid = mayBeSignedIn() ? matchPath(paths.searchView.path, location.pathname)?.params.uuid : undefined;
  const rows = uuid
    ? queryClient
        .fetchQuery(viewQueryOptions(uuid))
        .then(async (found) => {
          if (found.type !== 'search') return;
          // The early script sends the first rows once it has the view too: wait for it, not ask twice.
          await earlySent;
          const params = firstSearchParams(found, new URLSearchParams(location.search));
          return queryClient.prefetchInfiniteQuery(
            searchRowsOptions(found.uuid, found.metadata.endpoint, params),
          );
        })
        // Signed out, or not a view of this user: the screen asks again itself and says so.
        .catch(() => queryClient.removeQueries({ queryKey: queryKeys.views.detail(uuid), exact: true }))
    : undefined;
  void Promise.allSettled([session, rows]).then(forgetEarlyRequests);
}
