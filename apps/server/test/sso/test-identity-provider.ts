/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says about one of its people: the claims it releases for them. */
export type ProviderPerson = {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
};

/** The portal as the provider knows it: one client, whatever account of the portal uses it. */
export const testClient = {
  clientId: 'portal',
  clientSecret: 'a client secret of the portal at the provider',
};

export type TestIdentityProvider = {
  /** The issuer identifier, e.g. http://127.0.0.1:41234 */
  issuer: string;
  /** host:port, as UPSTREAM_ALLOW names it. */
  hostPort: string;
  /** People by the login typed on the provider's development sign-in screen; change them between sign-ins. */
  people: Map<string, ProviderPerson>;
  close(): Promise<void>;
};

/**
 * A real OpenID Provider (oidc-provider, certified) on 127.0.0.1, with its development sign-in screen:
 * any login typed there signs in as the person of that login in `people`. Consent is taken as given,
 * as a company's provider does for its own applications. ID tokens carry only what OpenID Connect
 * requires, so profile, e-mail and groups come from the userinfo endpoint, as with many providers.
 */
export async function startTestIdentityProvider(
  portalUrl = 'http://portal.test',
): Promise<TestIdentityProvider> {
  const people = new Map<string, ProviderPerson>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: testClient.clientId,
        client_secret: testClient.clientSecret,
        redirect_uris: [`${portalUrl}/api/sso/callback`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    scopes: ['openid', 'email', 'profile', 'groups', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      groups: ['groups'],
    },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 3600,
      IdToken: 3600,
      RefreshToken: 86_400,
    },
    features: { devInteractions: { enabled: true } },
    // A refresh token with every code exchange, as providers do for their own applications.
    issueRefreshToken: async () => true,
    async findAccount(_ctx, id) {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...person }) };
    },
    // The company's own application: consent is given for whatever it asks.
    async loadExistingGrant(ctx) {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', () => {});
  server.on('request', provider.callback());

  return {
    issuer,
    hostPort: `127.0.0.1:${port}`,
    people,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
