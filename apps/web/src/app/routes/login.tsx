import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { browserTargetStorage, forgetLoggingOut, takeAfterLoginTarget } from '../../lib/after-login-target';
import { useSession } from '../../lib/session';
import type { ShellNotice } from '../layouts/shell/route-notice';

/**
 * Login; a signed-in user (already, or just now) goes on to the after-login target or /home. Reached
 * by an unknown path (SPEC.md §2), a signed-in user is told on Home that the link led nowhere.
 */
export function LoginRoute({ unknownPath = false }: { unknownPath?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const leaving = useRef(false);

  useEffect(() => {
    forgetLoggingOut(browserTargetStorage());
  }, []);

  useEffect(() => {
    if (!session.data || leaving.current) return;
    leaving.current = true;
    if (unknownPath) {
      const notice: ShellNotice = 'broken-link';
      navigate(paths.home.getHref(), { replace: true, state: { notice } });
      return;
    }
    navigate(takeAfterLoginTarget(browserTargetStorage()), { replace: true });
  }, [session.data, navigate, unknownPath]);

  return <LoginForm />;
}

export default function LoginScreen() {
  return <LoginRoute />;
}

export function UnknownPathScreen() {
  return <LoginRoute unknownPath />;
}
