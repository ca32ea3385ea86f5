import { useEffect } from 'react';
import { navigatePublic } from '../../../lib/public-navigation';

/**
 * Once `when` becomes true, goes to `to` after `delayMs`, handing it `state`; leaving the screen
 * earlier cancels it.
 */
export function useRedirectAfter(when: boolean, delayMs: number, to: string, state?: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state of the moment it goes is handed over
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => navigatePublic(to, { replace: true, state }), delayMs);
    return () => window.clearTimeout(timer);
  }, [when, delayMs, to]);
}
