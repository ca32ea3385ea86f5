import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { browserTargetStorage, rememberAfterLoginTarget } from '../../lib/after-login-target';
import { mayVisit } from '../../lib/role-access';
import { useSession } from '../../lib/session';
import type { ShellNotice } from './shell/route-notice';
// Part of the entry, not a lazy chunk: most visits are of a signed-in screen.
import ShellLayout from './shell/shell-layout';

/** Remembers the page the visitor wanted (path and query) and sends them to sign in. */
function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberAfterLoginTarget(browserTargetStorage(), pathname + search);
    navigate(paths.login.getHref(), { replace: true });
  }, [pathname, search, navigate]);
  return null;
}

/** Everything from /home down: a validated session, and the ability the first path segment asks for. */
export function ProtectedLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.isPending) return <PageLoader fullScreen />;
  if (!session.data) return <RedirectToLogin />;
  if (!mayVisit(pathname, session.data.abilities)) {
    const notice: ShellNotice = 'no-access';
    return <Navigate to={paths.home.getHref()} replace state={{ notice }} />;
  }
  return <ShellLayout />;
}
