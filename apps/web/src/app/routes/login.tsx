import { type SessionUser, type SsoRefusalCode, ssoAddresses, ssoRefusalCodes } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { paths } from '../../config/paths';
import { LoginForm, singleSignOnPage } from '../../features/auth/components/login-form';
import { SingleSignOnForm } from '../../features/auth/components/single-sign-on-form';
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

  const [singleSignOn, setSingleSignOn] = useState(() => opensOnSingleSignOn());
  // The address follows the form shown, so a reload or a shared link opens the same one.
  const show = (sso: boolean) => {
    window.history.replaceState(null, '', sso ? singleSignOnPage : paths.login.getHref());
    setSingleSignOn(sso);
  };
  if (singleSignOn)
    return <SingleSignOnForm refusal={refusalInAddress()} onUsePassword={() => show(false)} />;
  return <LoginForm onSignedIn={enter} onSingleSignOn={() => show(true)} />;
}

const addressParameters = () => new URLSearchParams(window.location.search);

/** The refusal a single sign-on sent the browser back with (DESIGN.md §4a), if the address names one. */
function refusalInAddress(): SsoRefusalCode | undefined {
  const code = addressParameters().get(ssoAddresses.refusalParameter);
  return ssoRefusalCodes.find((known) => known === code);
}

/** The sign-in page opens on single sign-on for ?sso, or after a refused one. */
const opensOnSingleSignOn = () => addressParameters().has('sso') || refusalInAddress() !== undefined;

export default function LoginScreen() {
  return <LoginRoute />;
}
