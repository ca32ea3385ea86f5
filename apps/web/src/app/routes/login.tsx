import type { SessionUser } from '@portal/contracts';
import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { browserTargetStorage, forgetLoggingOut, takeAfterLoginTarget } from '../../lib/after-login-target';
import { navigatePublic } from '../../lib/public-navigation';
import { validateSession } from '../../lib/session-check';
import type { ShellNotice } from '../layouts/shell/route-notice';

/**
 * Login; a signed-in user (already, or just now) goes on to the after-login target or /home. Reached
 * by an unknown path (SPEC.md §2), a signed-in user is told on Home that the link led nowhere.
 */
export function LoginRoute({ unknownPath = false }: { unknownPath?: boolean }) {
  useEffect(() => {
    forgetLoggingOut(browserTargetStorage());
  }, []);

  const enter = (user: SessionUser) => {
    if (unknownPath) {
      const notice: ShellNotice = 'broken-link';
      navigatePublic(paths.home.getHref(), { replace: true, user, state: { notice } });
      return;
    }
    navigatePublic(takeAfterLoginTarget(browserTargetStorage()), { replace: true, user });
  };

  // Someone already signed in goes on at once (the early script has usually asked already).
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the screen opens
  useEffect(() => {
    let current = true;
    validateSession().then((user) => {
      if (current && user) enter(user);
    });
    return () => {
      current = false;
    };
  }, []);

  return <LoginForm onSignedIn={enter} />;
}

export default function LoginScreen() {
  return <LoginRoute />;
}
