// The server's side of a signed-in page's first screen, built for Node (vite.config.ts, dist-server):
// the server hands it the signed-in user and their answers as the API gives them (DESIGN.md §6c,
// apps/server/src/first-screen); it renders the page with the app's own components and routes.
import type { FirstScreen, FirstScreenRequest, View } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { setRenderedEnvironment } from '../../lib/render-environment';
import { mayVisit } from '../../lib/role-access';
import { AppProvider } from '../provider';
import { firstScreenLoaded, routes } from '../routes';
import { keeperOf, progressingWait, waitFor } from './first-screen-data';
import { loadDetailDatasets } from './load-detail-datasets';
import { loadSearchRows } from './load-search-rows';

const handler = createStaticHandler(routes);

/** The page an address opens, when it is one whose first screen is rendered here. */
function pageOf(pathname: string): { kind: FirstScreen['kind']; uuid: string } | undefined {
  const search = matchPath(paths.searchView.path, pathname)?.params.uuid;
  if (search) return { kind: 'search' as const, uuid: search };
  const detail = matchPath(paths.detailView.path, pathname)?.params.uuid;
  if (detail) return { kind: 'detail' as const, uuid: detail };
  return undefined;
}

/** Which first screen an address would have, before anything is read. */
export const firstScreenKind = (pathname: string) => pageOf(pathname)?.kind;

/**
 * A search or detail page's first screen, as the browser's first render would draw it from the same
 * answers: the frame, and the rows or records that came within `waitMs`. Undefined when the user may
 * not open the page (the signed-in app then says so, as it does without a server render).
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | undefined> {
  const url = new URL(request.url, 'http://portal.invalid');
  const page = pageOf(url.pathname);
  const { user } = request.sources;
  if (!page || !mayVisit(url.pathname, user.abilities)) return undefined;
  const view = await request.sources.readView(page.uuid);
  if (view?.type !== page.kind) return undefined;
  return renderPage(request, url, view);
}

async function renderPage(request: FirstScreenRequest, url: URL, view: View): Promise<FirstScreen> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const keeper = keeperOf(client);
  keeper.keep(queryKeys.session(), request.sources.user);
  keeper.keep(queryKeys.views.detail(view.uuid), view);
  const hold = () => waitFor(request.holdMs);
  const loading =
    view.type === 'search'
      ? await loadSearchRows(request, view, url.searchParams, keeper, waitFor(request.waitMs), hold)
      : await loadDetailDatasets(
          request,
          view,
          url.searchParams,
          client,
          keeper,
          progressingWait(request.waitMs),
          hold,
        );
  await firstScreenLoaded(url.pathname);

  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('The page redirected.');
  const router = createStaticRouter(handler.dataRoutes, context);
  const draw = (): FirstScreen => {
    // Values format in the browser's locale and time zone (lib/render-environment); the render is
    // synchronous, so no other page's render sees this one's.
    setRenderedEnvironment(request.environment);
    try {
      const html = renderToString(
        <StrictMode>
          <AppProvider client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      const state = { environment: request.environment, entries: [...keeper.entries] };
      return { kind: view.type, html, state, whole: loading.whole };
    } finally {
      setRenderedEnvironment(undefined);
    }
  };
  let screen: FirstScreen;
  try {
    screen = draw();
  } catch (error) {
    client.clear();
    throw error;
  }
  if (loading.whole || request.holdMs === 0) {
    client.clear();
    return screen;
  }
  // The answers still coming, drawn again once they have come (or the hold is over): the page is
  // held open for them rather than leave them to the browser, which asks only once the app has run.
  const drawn = screen.state.entries.length;
  const next = loading.rest
    .then((whole) => (keeper.entries.length > drawn ? { ...draw(), whole } : undefined))
    .finally(() => client.clear());
  return { ...screen, next };
}
