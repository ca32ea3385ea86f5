import type { SessionUser } from '@portal/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { browserTargetStorage, markLoggingOut } from './after-login-target';
import { ok, publicClient } from './api-client';
import { confirmLeave } from './leave-confirmation';
import { queryKeys } from './query-keys';
import { validateSession } from './session-check';

export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session(),
  queryFn: validateSession,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The session as known to this tab: undefined while being validated, null when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The signed-in user; only for components rendered inside the protected layout. */
export function useSessionUser(): SessionUser {
  const { data } = useSession();
  if (!data) throw new Error('useSessionUser is only available inside the protected layout.');
  return data;
}

/** Ends the session: the after-login target becomes 'logout', the server forgets the cookie. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    markLoggingOut(browserTargetStorage());
    try {
      await ok(publicClient.GET('/api/logout'));
    } catch {
      // The cookie may already be gone; the tab forgets the user either way.
    }
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session()[0] });
    queryClient.setQueryData(queryKeys.session(), null);
  }, [queryClient]);
}

/**
 * 'Sign out everywhere': the server ends every session of the person (this one included) and their
 * data connections; then the tab forgets the user as a sign-out does. Throws when the server refuses.
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await ok(publicClient.POST('/api/me/sign-out-everywhere'));
    markLoggingOut(browserTargetStorage());
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session()[0] });
    queryClient.setQueryData(queryKeys.session(), null);
    navigate(paths.login.getHref(), { replace: true });
  }, [queryClient, navigate]);
}

export function useLogout() {
  const endSession = useEndSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Unsaved design edits on the page are not thrown away without asking.
    if (!(await confirmLeave())) return;
    await endSession();
    navigate(paths.login.getHref(), { replace: true });
  }, [endSession, navigate]);
}
