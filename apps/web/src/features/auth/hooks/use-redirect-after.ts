import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Once `when` becomes true, goes to `to` after `delayMs`; leaving the screen earlier cancels it. */
export function useRedirectAfter(when: boolean, delayMs: number, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [when, delayMs, to, navigate]);
}
