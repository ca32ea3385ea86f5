import { type ConnectionOutcome, connectionOutcomeParam, messages } from '@portal/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showToast, type ToastType } from '../../../lib/toasts';

const told: Record<ConnectionOutcome, [string, ToastType]> = {
  connected: [messages.connectionMade, 'success'],
  denied: [messages.connectionDenied, 'error'],
  failed: [messages.connectionFailed, 'error'],
  expired: [messages.connectionExpired, 'error'],
};

/**
 * A data server's authorization page sends the person back here with how their connection ended
 * (DESIGN.md §6d, `?connection=…`): it is said once, and the address goes back to the page's own.
 */
export function ConnectionOutcomeToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const outcome = params.get(connectionOutcomeParam) as ConnectionOutcome | null;
  useEffect(() => {
    if (!outcome) return;
    const said = told[outcome];
    if (said) showToast(said[0], said[1]);
    const rest = new URLSearchParams(location.search);
    rest.delete(connectionOutcomeParam);
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [outcome, location.pathname, location.search, location.hash, navigate]);
  return null;
}
