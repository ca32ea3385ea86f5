import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { preloadable } from '../lib/preloadable';
import { ProtectedLayout } from './layouts/protected-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import SearchViewRoute from './routes/user/search-view';

// Every other screen is its own chunk: a plain user never downloads the admin and designer screens,
// and a signed-in user opening a page does not download the sign-in forms.
function page(load: () => Promise<{ default: ComponentType }>) {
  const { Component } = preloadable(load, <PageLoader />);
  return <Component />;
}

// The search page, a plain user's first screen, comes with the entry (one file to download, not a
// chain of them); admin and designer screens stay lazy.

// The detail page's screen, also asked for ahead of a click on a link to it (app/navigation-ahead).
const detailScreen = preloadable(() => import('./routes/user/detail-view'), <PageLoader />);
export const preloadDetailScreen = detailScreen.preload;

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
    element: <ProtectedLayout />,
    errorElement: <RouteError fullScreen />,
    children: [
      {
        ...withinLayout,
        children: [
          { path: paths.home.path, element: page(() => import('./routes/home')) },
          { path: paths.searchView.path, element: <SearchViewRoute /> },
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
