import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { PageLoader } from '../components/page-loader';
import { isPathOf, paths } from '../config/paths';
import { preloadable } from '../lib/preloadable';
import {
  type Handover,
  startPublicNavigation,
  stopPublicNavigation,
  usePublicPathname,
} from '../lib/public-navigation';
import { appRoot } from './app-root';
import { PublicLayout } from './layouts/public-layout';
import LoginScreen, { LoginRoute } from './routes/login';
import { ScreenErrorBoundary } from './screen-error';
import { cssVariablesResolver, theme } from './theme';

// The public app: the pages reachable without signing in, in one small chunk with the sign-in form
// and no router, TanStack Query or signed-in screen (DESIGN.md §9's budget for the sign-in page).
// The other public screens load when opened. An address of a signed-in screen hands over to the
// signed-in app (app/full-app), which hands back here on its public addresses.

const register = preloadable(() => import('./routes/register'), <PageLoader />);
const forgot = preloadable(() => import('./routes/forgot-password'), <PageLoader />);
const resetPassword = preloadable(() => import('./routes/reset-password'), <PageLoader />);
const activate = preloadable(() => import('./routes/activate-account'), <PageLoader />);

/** The one segment of `pathname` a `:name` path leaves open, decoded. */
function lastSegment(pathname: string): string {
  const segment = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function PublicScreen({ pathname }: { pathname: string }) {
  const is = (path: string) => isPathOf(path, pathname);
  if (is(paths.root.path) || is(paths.login.path)) return <LoginScreen />;
  if (is(paths.register.path)) return <register.Component />;
  if (is(paths.forgot.path)) return <forgot.Component />;
  if (is(paths.resetPassword.path)) return <resetPassword.Component uuid={lastSegment(pathname)} />;
  if (is(paths.activate.path)) return <activate.Component accountUuid={lastSegment(pathname)} />;
  // SPEC.md: any unknown path shows Login.
  return <LoginRoute unknownPath />;
}

export function PublicApp() {
  const pathname = usePublicPathname();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <PublicLayout>
        <ScreenErrorBoundary key={pathname}>
          <PublicScreen pathname={pathname} />
        </ScreenErrorBoundary>
      </PublicLayout>
    </MantineProvider>
  );
}

/** Hands the page to the signed-in app; if its code cannot be fetched, the browser loads the address. */
function toSignedInApp(handover: Handover) {
  stopPublicNavigation();
  import('./full-app').then(
    (app) => app.mountSignedInApp(handover),
    () => window.location.assign(handover.to),
  );
}

/** Shows the public page of the address bar in the page's root. */
export function mountPublicApp(): void {
  startPublicNavigation(toSignedInApp);
  appRoot().render(
    <StrictMode>
      <PublicApp />
    </StrictMode>,
  );
}
