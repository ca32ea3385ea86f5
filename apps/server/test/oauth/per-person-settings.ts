import type { AuthorizationServer } from './start-authorization-server.ts';
import type { ResourceServer } from './start-resource-server.ts';

// Plain values shared by the API tests and the browser journeys (no test runner imported here).

/** The portal's callback in tests (PUBLIC_URL is http://portal.test). */
export const testCallback = 'http://portal.test/api/servers/oauth/callback';

/** The environment of a portal whose guard lets through exactly the two test servers. */
export const perPersonEnvironment = (authorization: AuthorizationServer, resource: ResourceServer) => ({
  UPSTREAM_ALLOW: `${authorization.hostPort},${resource.hostPort}`,
});

/** The `oauth2-user` settings of a server at the resource server, authorized by the provider. */
export const perPersonSettings = (
  authorization: AuthorizationServer,
  resource: Pick<ResourceServer, 'url'>,
) => ({
  url: resource.url,
  adapter: 'default',
  authType: 'oauth2-user',
  auth: {
    authorizeUrl: authorization.authorizeUrl,
    tokenUrl: authorization.tokenUrl,
    revokeUrl: authorization.revokeUrl,
    clientId: authorization.portalClient.id,
    clientSecret: authorization.portalClient.secret,
    scopes: 'orders offline_access',
  },
});
