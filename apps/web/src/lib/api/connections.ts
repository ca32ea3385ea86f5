import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserTargetStorage, rememberAfterLoginTarget } from '../after-login-target';
import { client, ok } from '../api-client';
import { queryKeys } from '../query-keys';

// Per-user upstream credentials (DESIGN.md §6d): the calls the pages, Settings and the shell make.

/**
 * 'Connect to {server}': asks the portal for the data server's authorization page and goes there;
 * the server sends the person back to `returnTo` (this page by default) once they have signed in.
 */
export async function connectTo(
  serverUuid: string,
  returnTo = window.location.pathname + window.location.search,
): Promise<void> {
  const { url } = await ok(
    client.POST('/api/servers/{id}/oauth/start', {
      params: { path: { id: serverUuid } },
      body: { returnTo },
    }),
  );
  // A single sign-on (a sign-in-token server) comes back through the sign-in page, which goes on
  // to the page the person wanted.
  if (url.startsWith('/api/sso/')) rememberAfterLoginTarget(browserTargetStorage(), returnTo);
  window.location.assign(url);
}

/** GET /api/me/connections. */
export const myConnectionsQueryOptions = queryOptions({
  queryKey: queryKeys.myConnections.all(),
  queryFn: () => ok(client.GET('/api/me/connections')),
});

/** DELETE /api/me/connections/{serverId}: the person's tokens forgotten and revoked. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serverUuid: string) =>
      ok(client.DELETE('/api/me/connections/{serverId}', { params: { path: { serverId: serverUuid } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.myConnections.all() });
      // What the pages read as the person is no longer theirs to see.
      queryClient.removeQueries({ queryKey: queryKeys.proxy.all() });
    },
  });
}
