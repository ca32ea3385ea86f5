import { useEffect } from 'react';
import { navigatePublic } from '../../../lib/public-navigation';

/** Once `when` becomes true, goes to `to` after `delayMs`; leaving the screen earlier cancels it. */
export function useRedirectAfter(when: boolean, delayMs: number, to: string): void {
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => navigatePublic(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [when, delayMs, to]);
}
