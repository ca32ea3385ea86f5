import { useEffect } from 'react';
import { showToast } from './toasts';

/** Shows an error toast each time `failed` turns true, e.g. when a screen's list could not be loaded. */
export function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) showToast(message, 'error');
  }, [failed, message]);
}
