import type { PageOverview, View, ViewSummary, ViewUpdateBody } from '@portal/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { client, ok } from '../api-client';
import { queryKeys } from '../query-keys';
import { rereadViewOnMount } from '../view-freshness';

// The reads and the save of views that several screens make: both page types, design mode's
// destinations, the wizards, Groups, Pages and Home.

/** GET /api/views/{id}. */
export function getView(uuid: string): Promise<View> {
  return ok(client.GET('/api/views/{id}', { params: { path: { id: uuid } } }));
}

/** A page reads its view, a navigation its destination's, and fetching ahead both. */
export function viewQueryOptions(uuid: string) {
  // A designer may have saved since; every visit reads the view again (once: lib/view-freshness).
  return queryOptions({
    queryKey: queryKeys.views.detail(uuid),
    queryFn: () => getView(uuid),
    staleTime: 0,
    refetchOnMount: rereadViewOnMount,
    retry: false,
  });
}

/** GET /api/views: every view of the account (for groups, and the destinations of navigations). */
export function getViews(): Promise<ViewSummary[]> {
  return ok(client.GET('/api/views'));
}

export const viewsQueryOptions = queryOptions({ queryKey: queryKeys.views.all(), queryFn: getViews });

/** GET /api/views/overview: every page with its groups, the pages linking to it and its last change. */
export function getPageOverview(): Promise<PageOverview[]> {
  return ok(client.GET('/api/views/overview'));
}

export const pageOverviewQueryOptions = queryOptions({
  queryKey: queryKeys.views.overview(),
  queryFn: getPageOverview,
});

/** The body of PUT /api/views/{id}: the whole view with the version it was read at. */
export function viewUpdateBodyOf(view: View): ViewUpdateBody {
  return {
    name: view.name,
    type: view.type,
    metacontent: view.metacontent,
    metadata: view.metadata,
    version: view.version,
  } as ViewUpdateBody;
}

/** PUT /api/views/{id}: 409 when someone saved since the version it was read at. */
export function saveView<V extends View>(view: V): Promise<V> {
  // The save answers the view as saved: of the same type as the one sent.
  return ok(
    client.PUT('/api/views/{id}', { params: { path: { id: view.uuid } }, body: viewUpdateBodyOf(view) }),
  ) as Promise<V>;
}

/**
 * A page created, copied or deleted changes every views list (Pages, the group editor, the
 * wizards' taken names), what groups hold and open, and Home.
 */
export async function refreshViewLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.views.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.groups.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myViews.all() }),
  ]);
}
