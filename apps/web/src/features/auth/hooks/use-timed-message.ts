import { useCallback, useEffect, useState } from 'react';

// SPEC.md §9: the auth error display lasts 8 s.
const authErrorVisibleMs = 8000;

interface TimedMessage {
  text: string;
  shownAt: number;
}

/** An error text that clears itself after 8 s; showing it again restarts the clock. */
export function useTimedMessage(visibleMs: number = authErrorVisibleMs) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), visibleMs);
    return () => window.clearTimeout(timer);
  }, [message, visibleMs]);
  const show = useCallback((text: string) => setMessage({ text, shownAt: Date.now() }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message: message?.text ?? null, show, clear };
}
