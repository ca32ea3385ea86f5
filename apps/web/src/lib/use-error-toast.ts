import { useEffect } from 'react';
import { useRecheckSession } from './recheck-session';
import { showToast } from './toasts';

/** Shows an error toast when a screen's query fails (and rechecks the session on a 403). */
export function useErrorToast(error: unknown, message: string): void {
  const recheckSession = useRecheckSession();
  useEffect(() => {
    if (!error) return;
    showToast(message, 'error');
    recheckSession(error);
  }, [error, message, recheckSession]);
}
