/// <reference path="../sso/oidc-provider.d.ts" />
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { testClient } from '../sso/test-identity-provider.ts';

/**
 * A real OpenID Provider (oidc-provider) as a data server's authorization server in tests: its own
 * development login and consent screens (any login and password signs in as that login), the
 * authorization code with PKCE, refresh tokens (offline_access), introspection for the resource
 * server and revocation. The test can shorten access tokens' lives, refuse every refresh of a person
 * (their refresh tokens destroyed, as an administrator revoking consent would), and read what was
 * granted and revoked.
 */
export type AuthorizationServer = {
  issuer: string;
  /** host:port, for UPSTREAM_ALLOW. */
  hostPort: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  introspectionUrl: string;
  portalClient: { id: string; secret: string };
  resourceClient: { id: string; secret: string };
  /** Seconds an access token issued from now on lives. */
  setAccessTokenSeconds(seconds: number): void;
  /** How many token requests of each grant type succeeded. */
  grants: Map<string, number>;
  /** How many tokens were revoked. */
  revocations(): number;
  /** Every refresh token the person holds is destroyed: their next refresh is refused (invalid_grant). */
  refuseRefreshesOf(login: string): Promise<number>;
  /** Every access token (of one login, if given) is forgotten: the resource server refuses them before they expire. */
  forgetAccessTokens(login?: string): void;
  /** How many refresh tokens the person holds (revoked ones are gone). */
  refreshTokensOf(login: string): number;
  /** Whether the provider still holds the token good (RFC 7662 introspection, as the resource server asks). */
  isActive(token: string): Promise<boolean>;
  /** Every access and refresh token the provider issued (what an attacker would look for). */
  issuedTokens(): string[];
  close(): Promise<void>;
};

type Entry = { payload: Record<string, unknown>; expiresAt: number };

/** What the provider's hooks read of oidc-provider's context (its types are not shipped). */
type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };
type GrantContext = {
  oidc: {
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor?(clientId: string): string | undefined };
    params?: Record<string, unknown>;
    result?: { consent?: { grantId?: string } };
    provider: {
      Grant: {
        new (init: { clientId: string; accountId: string }): Grant;
        find(id: string): Promise<Grant | undefined>;
      };
    };
  };
};
type ExchangeContext = {
  oidc: {
    client: { clientId: string };
    params: Record<string, string | undefined>;
    provider: {
      AccessToken: {
        find(
          value: string,
        ): Promise<{ accountId: string; grantId: string; scope?: string; isExpired: boolean } | undefined>;
        new (init: Record<string, unknown>): { save(): Promise<string>; expiration: number };
      };
    };
  };
  status: number;
  body: unknown;
};

const tokenExchange = 'urn:ietf:params:oauth:grant-type:token-exchange';
const accessTokenType = 'urn:ietf:params:oauth:token-type:access_token';
const exchangeParameters = ['subject_token', 'subject_token_type', 'requested_token_type', 'audience'];

/**
 * RFC 8693 token exchange at the provider: an active access token of a person, sent by the client it
 * was issued to, becomes an access token of the same person for the audience asked (its `aud`, which
 * the resource server's introspection reads).
 */
async function exchangeToken(context: unknown) {
  const ctx = context as ExchangeContext;
  const { params, client, provider } = ctx.oidc;
  const subject = params.subject_token ? await provider.AccessToken.find(params.subject_token) : undefined;
  if (params.subject_token_type !== accessTokenType || !subject || subject.isExpired || !params.audience) {
    ctx.status = 400;
    ctx.body = { error: 'invalid_grant', error_description: 'The subject token cannot be exchanged.' };
    return;
  }
  const token = new provider.AccessToken({
    accountId: subject.accountId,
    client,
    grantId: subject.grantId,
    scope: subject.scope,
    aud: params.audience,
    gty: tokenExchange,
  });
  const value = await token.save();
  ctx.body = {
    access_token: value,
    issued_token_type: accessTokenType,
    token_type: 'Bearer',
    expires_in: token.expiration,
  };
}

/** oidc-provider's storage interface, kept in this test's own maps so the test can read it. */
function createAdapterClass(stores: Map<string, Map<string, Entry>>) {
  const storeOf = (model: string) => {
    const store = stores.get(model) ?? new Map<string, Entry>();
    stores.set(model, store);
    return store;
  };
  return class TestAdapter {
    model: string;
    constructor(model: string) {
      this.model = model;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      storeOf(this.model).set(id, {
        payload,
        expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity,
      });
    }
    async find(id: string) {
      const entry = storeOf(this.model).get(id);
      if (!entry || entry.expiresAt <= Date.now()) return undefined;
      return entry.payload;
    }
    async findByUid(uid: string) {
      for (const entry of storeOf(this.model).values()) if (entry.payload.uid === uid) return entry.payload;
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const entry of storeOf(this.model).values())
        if (entry.payload.userCode === userCode) return entry.payload;
      return undefined;
    }
    async consume(id: string) {
      const entry = storeOf(this.model).get(id);
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      storeOf(this.model).delete(id);
    }
    async revokeByGrantId(grantId: string) {
      for (const store of stores.values())
        for (const [id, entry] of store) if (entry.payload.grantId === grantId) store.delete(id);
    }
  };
}

/**
 * Starts the provider on 127.0.0.1 at a free port. `redirectUri` is the portal's callback
 * (`${PUBLIC_URL}/api/servers/oauth/callback`).
 */
export async function startAuthorizationServer(options: {
  redirectUri: string;
  /** Whether each refresh answers a new refresh token (rotation). */
  rotateRefreshTokens?: boolean;
  /**
   * The same provider as the portal's single sign-on (DESIGN.md §4a): its client is the one
   * `test/sso/test-identity-provider.ts` names (consent taken as given), `people` are the claims of each
   * login, and it exchanges their access tokens for an audience (RFC 8693).
   */
  signIn?: { redirectUri: string; people: Map<string, Record<string, unknown>> };
}): Promise<AuthorizationServer> {
  const http: Server = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const stores = new Map<string, Map<string, Entry>>();
  let accessTokenSeconds = 3600;
  const portalClient = { id: 'orders-portal', secret: 'portal-client-secret' };
  const people = options.signIn?.people ?? new Map<string, Record<string, unknown>>();
  const resourceClient = { id: 'orders-api', secret: 'orders-api-secret' };
  // A signing key of its own (ID tokens of the single sign-on), rather than the development keys.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration = {
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    adapter: createAdapterClass(stores),
    clients: [
      {
        client_id: portalClient.id,
        client_secret: portalClient.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      // The resource server only introspects.
      {
        client_id: resourceClient.id,
        client_secret: resourceClient.secret,
        redirect_uris: [],
        grant_types: [],
        response_types: [],
      },
      ...(options.signIn
        ? [
            {
              client_id: testClient.clientId,
              client_secret: testClient.clientSecret,
              redirect_uris: [options.signIn.redirectUri],
              grant_types: ['authorization_code', 'refresh_token', tokenExchange],
              response_types: ['code'],
            },
          ]
        : []),
    ],
    scopes: ['openid', 'offline_access', 'orders', 'email', 'profile', 'groups'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The single sign-on client is the company's own application: consent is taken as given.
    async loadExistingGrant(ctx: GrantContext) {
      const { client, session, params } = ctx.oidc;
      if (client?.clientId === testClient.clientId && session?.accountId) {
        const grant = new ctx.oidc.provider.Grant({
          clientId: client.clientId,
          accountId: session.accountId,
        });
        grant.addOIDCScope(String(params?.scope ?? 'openid'));
        await grant.save();
        return grant;
      }
      const grantId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor?.(client?.clientId ?? '');
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    features: {
      devInteractions: { enabled: true },
      introspection: { enabled: true, allowedPolicy: async () => true },
      revocation: { enabled: true, allowedPolicy: async () => true },
    },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...people.get(id) }),
    }),
    ttl: {
      AccessToken: () => accessTokenSeconds,
      RefreshToken: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      Session: 3600,
      Interaction: 600,
      AuthorizationCode: 60,
    },
    rotateRefreshToken: () => options.rotateRefreshTokens ?? true,
    // Like most OAuth 2 servers, a refresh token for every client allowed the refresh grant: OpenID
    // Connect's offline_access would need prompt=consent on every connection.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    cookies: { keys: ['a test cookie key of the authorization server'] },
  };
  const provider = new Provider(issuer, configuration);
  const grants = new Map<string, number>();
  let revocations = 0;
  provider.on('grant.success', (ctx) => {
    const type = String((ctx as { oidc: { params?: Record<string, unknown> } }).oidc.params?.grant_type);
    grants.set(type, (grants.get(type) ?? 0) + 1);
  });
  if (options.signIn) provider.registerGrantType(tokenExchange, exchangeToken, exchangeParameters);
  provider.on('revocation.success', () => {
    revocations += 1;
  });
  // The provider's own errors stay quiet in the test's output.
  provider.on('server_error', () => {});
  http.on('request', provider.callback());
  return {
    issuer,
    hostPort: `127.0.0.1:${port}`,
    authorizeUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    revokeUrl: `${issuer}/token/revocation`,
    introspectionUrl: `${issuer}/token/introspection`,
    portalClient,
    resourceClient,
    setAccessTokenSeconds(seconds) {
      accessTokenSeconds = seconds;
    },
    grants,
    revocations: () => revocations,
    async refuseRefreshesOf(login) {
      const store = stores.get('RefreshToken') ?? new Map<string, Entry>();
      let destroyed = 0;
      for (const [id, entry] of store) {
        if (entry.payload.accountId === login) {
          store.delete(id);
          destroyed += 1;
        }
      }
      return destroyed;
    },
    async isActive(token) {
      const answer = await fetch(`${issuer}/token/introspection`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${resourceClient.id}:${resourceClient.secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ token }),
      });
      return ((await answer.json()) as { active?: boolean }).active === true;
    },
    refreshTokensOf(login) {
      const store = stores.get('RefreshToken') ?? new Map<string, Entry>();
      return [...store.values()].filter(
        (entry) =>
          entry.payload.accountId === login && !entry.payload.consumed && entry.expiresAt > Date.now(),
      ).length;
    },
    forgetAccessTokens(login) {
      const store = stores.get('AccessToken') ?? new Map<string, Entry>();
      for (const [id, entry] of store)
        if (login === undefined || entry.payload.accountId === login) store.delete(id);
    },
    issuedTokens() {
      return ['AccessToken', 'RefreshToken'].flatMap((model) => [...(stores.get(model)?.keys() ?? [])]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
