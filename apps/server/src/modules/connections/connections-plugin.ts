import type { AuthType } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectionRequired } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import type { IssuedToken } from '../../proxy/upstream-auth/request-password-token.ts';
import { createTokenCache } from '../../proxy/upstream-auth/token-cache.ts';
import type { PersonCredentials } from '../../proxy/upstream-auth/upstream-credentials.ts';
import { createLocalCopies } from '../../shared-store/local-copies.ts';
import type { Generation } from '../../shared-store/shared-store.ts';
import type { ServerAuth } from '../servers/server-auth.ts';
import { readSignInTokens } from '../sso/sign-in-tokens.ts';
import { listConnectionIdsOf, touchConnection } from './connection-repository.ts';
import { currentPersonToken } from './person-tokens.ts';
import { currentSignInToken, exchangedSignInToken, signInRequired } from './sign-in-token.ts';

/** The server of a data call as the connections need it: opened credentials, never logged. */
export type CalledServer = {
  id: string;
  name: string;
  url: string;
  authType: AuthType;
  auth: ServerAuth | null;
};

export type Connections = {
  /**
   * The person a call of `server` is made as (DESIGN.md §6d): undefined for a server that answers
   * everyone alike; a `connection_required` refusal, naming the server, when the person has no
   * connection to a per-person server.
   */
  personFor(
    auth: AuthContext,
    server: CalledServer,
    generation: Generation | undefined,
  ): Promise<PersonCredentials | undefined>;
};

declare module 'fastify' {
  interface FastifyInstance {
    connections: Connections;
  }
}

/** A person's token is marked used in the database at most this often per instance. */
const touchEveryMs = 60_000;

/**
 * Per-user upstream credentials for the proxy. Each instance keeps a copy of which person is
 * connected to which server (stamped with the account's generation: a connect or disconnect anywhere
 * makes it stale), and the persons' access tokens in a token cache: one refresh per person and server
 * across the cluster when the store is shared (sealed there), as the server-wide tokens are.
 */
async function connectionsPlugin(app: FastifyInstance) {
  const copies = createLocalCopies<ReadonlyMap<string, string>>({ maxEntries: 20_000, maxAgeMs: 60_000 });
  /** Whether each session was started by a single sign-on that left its tokens (by session digest). */
  const signedIn = createLocalCopies<boolean>({ maxEntries: 50_000, maxAgeMs: 60_000 });
  const tokens = createTokenCache({
    shared: app.store.redis
      ? {
          store: app.store,
          box: app.secretBox,
          keySecret: app.secretBox.derive('person-token-key').toString('hex'),
          requestMs: app.config.upstreamTimeoutMs,
        }
      : undefined,
  });
  const touchedAt = new Map<string, number>();
  /** A token the upstream refused, per scope: the next issue refreshes it even when not expired. */
  const refused = new Map<string, string>();
  const context = { db: app.db, secretBox: app.secretBox, outbound: app.proxyEngine };

  async function connectionIdOf(auth: AuthContext, serverId: string, generation: Generation | undefined) {
    const key = `${auth.accountId}:${auth.userId}`;
    let connected = generation === undefined ? undefined : copies.get(key, generation);
    if (!connected) {
      const rows = await listConnectionIdsOf(app.db, auth);
      connected = new Map(rows.map((row) => [row.server_id, row.id]));
      if (generation !== undefined) copies.set(key, connected, generation);
    }
    return connected.get(serverId);
  }

  /** Written before the token goes out (at most once a minute), so the admin's view is never behind. */
  async function markUsed(accountId: string, connectionId: string) {
    const now = Date.now();
    if (now - (touchedAt.get(connectionId) ?? 0) < touchEveryMs) return;
    if (touchedAt.size > 50_000) touchedAt.clear();
    touchedAt.set(connectionId, now);
    await touchConnection(app.db, accountId, connectionId, now).catch((error: unknown) =>
      app.log.warn({ err: error }, 'a connection could not be marked used'),
    );
  }

  /**
   * A token issued once per key across the cluster; `refuse` marks a token the upstream refused,
   * which the next issue renews even when it is not expired.
   */
  const renewable = (key: string, issue: (refusedToken: string | undefined) => Promise<IssuedToken>) => ({
    get: () =>
      tokens.get(key, () => {
        const refusedToken = refused.get(key);
        refused.delete(key);
        return issue(refusedToken);
      }),
    async refuse(token: string) {
      refused.set(key, token);
      await tokens.invalidate(key, token);
    },
  });

  /**
   * sign-in-token (DESIGN.md §6d): the person's own token from the single sign-on that started this
   * session, or that token exchanged (RFC 8693) for the server's audience. Their data is theirs
   * whichever session asks, so the cache holds the person; the tokens are the session's.
   */
  async function signInPerson(
    auth: AuthContext,
    server: CalledServer,
    generation: Generation | undefined,
  ): Promise<PersonCredentials> {
    let hasTokens = generation === undefined ? undefined : signedIn.get(auth.tokenHash, generation);
    if (hasTokens === undefined) {
      hasTokens = (await readSignInTokens(app, auth)) !== null;
      if (generation !== undefined) signedIn.set(auth.tokenHash, hasTokens, generation);
    }
    if (!hasTokens) throw signInRequired(server);
    const session = `${auth.accountId}:${auth.tokenHash}`;
    const subject = renewable(`sign-in:${session}`, (refusedToken) =>
      currentSignInToken(app, auth, server, refusedToken),
    );
    const audience = server.auth?.audience;
    const exchanged = audience
      ? renewable(`exchange:${server.id}:${session}`, async () =>
          exchangedSignInToken(app, auth, { ...server, audience }, await subject.get()),
        )
      : undefined;
    const token = exchanged ?? subject;
    return {
      scope: `sign-in:${auth.userId}`,
      bearer: token.get,
      async renew(refusedToken) {
        await token.refuse(refusedToken);
        return token.get();
      },
    };
  }

  /** oauth2-user: the person's tokens of their connection, refreshed as the server says. */
  async function connectedPerson(
    auth: AuthContext,
    server: CalledServer,
    generation: Generation | undefined,
  ): Promise<PersonCredentials> {
    const connectionId = await connectionIdOf(auth, server.id, generation);
    if (!connectionId) throw connectionRequired({ uuid: server.id, name: server.name });
    const person = { accountId: auth.accountId, userId: auth.userId };
    const perPerson = { ...server, authType: 'oauth2-user' as const, auth: server.auth! };
    const scope = `${auth.userId}:${connectionId}`;
    const token = renewable(`person:${auth.accountId}:${server.id}:${scope}`, (refusedToken) =>
      currentPersonToken(context, person, perPerson, connectionId, refusedToken),
    );
    const bearer = async () => {
      const value = await token.get();
      await markUsed(auth.accountId, connectionId);
      return value;
    };
    return {
      scope,
      bearer,
      async renew(refusedToken) {
        await token.refuse(refusedToken);
        return bearer();
      },
    };
  }

  const connections: Connections = {
    async personFor(auth, server, generation) {
      if (server.authType === 'sign-in-token') return signInPerson(auth, server, generation);
      if (server.authType === 'oauth2-user') return connectedPerson(auth, server, generation);
      return undefined;
    },
  };
  app.decorate('connections', connections);
}

export default fp(connectionsPlugin, {
  name: 'connections',
  dependencies: ['context', 'secret-box', 'proxy-engine'],
});
