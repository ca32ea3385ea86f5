import { type ComponentType, useEffect } from 'react';
import { matchPath, type RouteObject, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { isSignedInPath, paths, publicPaths } from '../config/paths';
import { browserTargetStorage, forgetLoggingOut, takeAfterLoginTarget } from '../lib/after-login-target';
import { preloadable } from '../lib/preloadable';
import { useSession } from '../lib/session';
import type { ShellNotice } from './layouts/shell/route-notice';
import { RouteError } from './route-error';

// Every other screen is its own chunk: a plain user never downloads the admin and designer screens,
// and a signed-in user opening a page does not download the sign-in forms.
function page(load: () => Promise<{ default: ComponentType }>) {
  const { Component } = preloadable(load, <PageLoader />);
  return <Component />;
}

// The signed-in app (its layout, menus and the search page, a plain user's first screen) is one chunk
// apart from the router's own, and the public pages never load either (app/public-app). A signed-in
// page's early script asks for that chunk beside the entry (no chain of files), and app/full-app asks
// for it before the first render.
const signedInApp = () =>
  import('./signed-in-app').then((app) => {
    app.startSignedInApp();
    return app;
  });
// Until its code is in, the bar the HTML painted stays as it is (index.html), instead of a flash of
// a loader in its place.
const bootBar = (
  <div className="boot-bar" aria-hidden="true">
    <span className="boot-mark" />
    Portal
  </div>
);
const protectedLayout = preloadable(
  () => signedInApp().then((module) => ({ default: module.ProtectedLayout })),
  bootBar,
);
const searchScreen = preloadable(
  () => signedInApp().then((module) => ({ default: module.SearchViewRoute })),
  <PageLoader />,
);

// The detail page's screen, also asked for ahead of a click on a link to it (app/navigation-ahead).
const detailScreen = preloadable(() => import('./routes/user/detail-view'), <PageLoader />);
export const preloadDetailScreen = detailScreen.preload;

/**
 * Starts the download of what a signed-in page's first render needs and returns the signed-in app
 * on its way; nothing on a public page.
 */
export function preloadFirstScreen(pathname: string) {
  if (!isSignedInPath(pathname)) return undefined;
  if (matchPath(paths.detailView.path, pathname)) detailScreen.preload().catch(() => {});
  protectedLayout.preload().catch(() => {});
  return signedInApp();
}

/**
 * Settles once every screen the first render of `pathname` draws is in: the server renders, and the
 * browser hydrates, only then, so both draw the same screens (not the loaders that stand in for them).
 */
export async function firstScreenLoaded(pathname: string): Promise<void> {
  await Promise.all([
    protectedLayout.preload(),
    searchScreen.preload(),
    ...(matchPath(paths.detailView.path, pathname) ? [detailScreen.preload()] : []),
  ]);
}

/**
 * A public address (a sign-out, a link, Back) in the signed-in app: the public app takes over the page
 * (app/public-app). A signed-in user asking for the sign-in page or an unknown path goes on as the
 * sign-in page would send them, without it.
 */
function ToPublicApp() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (session.isPending) return;
    const signIn = [paths.root.path, paths.login.path].some((path) => matchPath(path, pathname));
    const known = publicPaths.some(({ path }) => matchPath(path, pathname));
    if (session.data && (signIn || !known)) {
      forgetLoggingOut(browserTargetStorage());
      const notice: ShellNotice = 'broken-link';
      if (known) navigate(takeAfterLoginTarget(browserTargetStorage()), { replace: true });
      else navigate(paths.home.getHref(), { replace: true, state: { notice } });
      return;
    }
    import('./public-app').then(
      (app) => app.mountPublicApp(),
      () => window.location.reload(),
    );
  }, [session.isPending, session.data, pathname, navigate]);
  return <PageLoader fullScreen />;
}

// Each layout has two error boundaries: one inside it, so a screen that fails to load or render is
// replaced by an explanation and 'Reload' within the frame, and one for the layout itself.
const withinLayout = { errorElement: <RouteError /> };

/** The signed-in app's routes: the browser's router (app/router) and the server's render (app/first-screen). */
export const routes: RouteObject[] = [
  {
    element: <protectedLayout.Component />,
    errorElement: <RouteError fullScreen />,
    children: [
      {
        ...withinLayout,
        children: [
          { path: paths.home.path, element: page(() => import('./routes/home')) },
          { path: paths.searchView.path, element: <searchScreen.Component /> },
          { path: paths.detailView.path, element: <detailScreen.Component /> },
          { path: paths.admin.path, element: page(() => import('./routes/admin/admin-home')) },
          {
            path: paths.connectionsAdmin.path,
            element: page(() => import('./routes/admin/connections-admin')),
          },
          { path: paths.usersAdmin.path, element: page(() => import('./routes/admin/users-admin')) },
          { path: paths.auditLog.path, element: page(() => import('./routes/admin/audit-log')) },
          { path: paths.signInSettings.path, element: page(() => import('./routes/admin/sign-in-settings')) },
          { path: paths.designer.path, element: page(() => import('./routes/designer/designer-home')) },
          { path: paths.newSearch.path, element: page(() => import('./routes/designer/new-search')) },
          { path: paths.newDetail.path, element: page(() => import('./routes/designer/new-detail')) },
          { path: paths.editGroups.path, element: page(() => import('./routes/designer/edit-groups')) },
          { path: paths.pages.path, element: page(() => import('./routes/designer/pages')) },
        ],
      },
    ],
  },
  // SPEC.md: any unknown path shows Login.
  ...[...publicPaths.map(({ path }) => path), '*'].map((path) => ({ path, element: <ToPublicApp /> })),
];
