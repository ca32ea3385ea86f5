import type { ComponentType } from 'react';
import { createBrowserRouter, matchPath } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { preloadable } from '../lib/preloadable';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';

// Every other screen is its own chunk: a plain user never downloads the admin and designer screens,
// and a signed-in user opening a page does not download the sign-in forms.
function page(load: () => Promise<{ default: ComponentType }>) {
  const { Component } = preloadable(load, <PageLoader />);
  return <Component />;
}

// The signed-in app (its layout, menus and the search page, a plain user's first screen) is one chunk
// apart from the entry, so the public pages stay light: the sign-in page downloads the entry and its
// form only. A signed-in page's early script asks for that chunk beside the entry (no chain of files),
// and main.tsx asks for it before the first render.
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

/** The paths of the public pages (reachable without signing in), as the router matches them. */
const publicPaths = new Set<string>(
  [paths.root, paths.login, paths.register, paths.forgot, paths.resetPassword, paths.activate].map(
    ({ path }) => path,
  ),
);
const signedInPaths = Object.values(paths).filter(({ path }) => !publicPaths.has(path));

/**
 * Starts the download of what a signed-in page's first render needs and returns the signed-in app
 * on its way; nothing on a public page.
 */
export function preloadFirstScreen(pathname: string) {
  if (!signedInPaths.some(({ path }) => matchPath(path, pathname))) return undefined;
  if (matchPath(paths.detailView.path, pathname)) detailScreen.preload().catch(() => {});
  protectedLayout.preload().catch(() => {});
  return signedInApp();
}

const login = page(() => import('./routes/login'));
const unknownPath = page(() =>
  import('./routes/login').then((module) => ({ default: module.UnknownPathScreen })),
);

// Each layout has two error boundaries: one inside it, so a screen that fails to load or render is
// replaced by an explanation and 'Reload' within the frame, and one for the layout itself.
const withinLayout = { errorElement: <RouteError /> };
const withinPublicCard = { errorElement: <RouteError inCard /> };

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteError fullScreen />,
    children: [
      {
        ...withinPublicCard,
        children: [
          { path: paths.root.path, element: login },
          { path: paths.login.path, element: login },
          { path: paths.register.path, element: page(() => import('./routes/register')) },
          { path: paths.forgot.path, element: page(() => import('./routes/forgot-password')) },
          { path: paths.resetPassword.path, element: page(() => import('./routes/reset-password')) },
          { path: paths.activate.path, element: page(() => import('./routes/activate-account')) },
          // SPEC.md: any unknown path shows Login.
          { path: '*', element: unknownPath },
        ],
      },
    ],
  },
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
          { path: paths.designer.path, element: page(() => import('./routes/designer/designer-home')) },
          { path: paths.newSearch.path, element: page(() => import('./routes/designer/new-search')) },
          { path: paths.newDetail.path, element: page(() => import('./routes/designer/new-detail')) },
          { path: paths.editGroups.path, element: page(() => import('./routes/designer/edit-groups')) },
          { path: paths.pages.path, element: page(() => import('./routes/designer/pages')) },
        ],
      },
    ],
  },
]);
