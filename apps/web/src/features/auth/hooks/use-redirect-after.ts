import { useEffect } from 'react';
import { navigatePublic } from '../../../lib/public-navigation';

/**
 * Once `when` becomes true, goes to `to` after `delayMs`, handing the sign-in page the `email` to
 * fill in (login-form.tsx) when there is one; leaving the screen earlier cancels it.
 */
export function useRedirectAfter(when: boolean, delayMs: number, to: string, email?: string): void {
  useEffect(() => {
    if (!when) return;
    const state = email ? { email } : undefined;
    const timer = window.setTimeout(() => navigatePublic(to, { replace: true, state }), delayMs);
    return () => window.clearTimeout(timer);
  }, [when, delayMs, to, email]);
}
