import { type Ability, roles as everyRole, type Role, signedInHint } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/database.ts';
import { announceChange } from '../db/watch-writes.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { may, policies } from '../modules/access/policies.ts';
import { createLocalCopies } from '../shared-store/local-copies.ts';
import type { Generation } from '../shared-store/shared-store.ts';

export type AuthContext = {
  userId: string;
  accountId: string;
  roles: Role[];
  tokenHash: string;
};

type SessionRow = {
  created_at: number;
  last_seen_at: number;
  userId: string;
  accountId: string;
  roles: string;
  active: number;
};

/** What a request needs of its session, copied in memory between changes. */
type SessionCopy = {
  createdAt: number;
  lastSeenAt: number;
  active: boolean;
  /** Shared by every request of the session until the next change, so frozen. */
  auth: Readonly<AuthContext>;
};

/** A route hook in Fastify's callback style: done() once, with the refusal if there is one. */
type HookWithDone = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

/**
 * What each session hook demands: the API document reads it to say which calls need a session, and
 * which ability (held by the roles listed) they need.
 */
type SessionDemand = { ability?: Ability; roles: Role[] };
const sessionDemands = new WeakMap<object, SessionDemand>();

/** The session a route hook demands (no ability: any signed-in user), or undefined for other hooks. */
export const sessionDemandOf = (hook: unknown) =>
  typeof hook === 'function' ? sessionDemands.get(hook) : undefined;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /**
     * The generation of the session's account that the in-memory copies this request uses are held
     * to (read once, before any row); undefined when the shared store did not answer: everything is
     * read from the database then.
     */
    copiesGeneration: Generation | undefined;
  }
  interface FastifyInstance {
    /** Requires a valid session; answers 401 otherwise. */
    authenticate: HookWithDone;
    /** Requires a valid session whose user has the ability (modules/access/policies.ts); 401 or 403 otherwise. */
    requireAbility: (ability: Ability) => HookWithDone;
    sessions: {
      cookieName: string;
      /**
       * Starts a new session (a new token every time) and sets its cookie. `alongside` writes in the
       * same transaction (the sign-in's audit entry, a single sign-on's tokens tied to the session by
       * its token's digest), so the session and what records it commit together.
       */
      start(
        reply: FastifyReply,
        user: { id: string; accountId: string },
        fingerprint: string,
        alongside?: (trx: Db, session: { tokenHash: string }) => Promise<unknown>,
      ): Promise<void>;
      /** Ends the request's session and clears its cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Ends the session of a cookie's token (the one a sign-in replaces), if there is one. */
      endByToken(token: string): Promise<void>;
      /** Ends every session of a user (password reset, deactivation, deletion, role change by an admin). */
      endAllOf(userId: string): Promise<void>;
    };
  }
}

const touchEveryMs = 60_000;

async function sessionPlugin(app: FastifyInstance) {
  const { config, db, store } = app;
  const secure = config.publicUrl.startsWith('https://');
  const framedElsewhere = config.frameAncestors.trim() !== "'self'";
  const cookieName = secure ? '__Host-portal_session' : 'portal_session';
  const hintName = secure ? `${signedInHint.securePrefix}${signedInHint.name}` : signedInHint.name;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    secure,
    // A cross-site frame gets no Lax cookie, so embedding elsewhere needs None (and so https).
    sameSite: secure && framedElsewhere ? ('none' as const) : ('lax' as const),
  };

  const hintOptions = { ...cookieOptions, httpOnly: false };

  // A refused session takes the page's hint with it, so the next visit does not ask again; a 401 of a
  // valid session (a data server the person must connect to first, DESIGN.md §6d) keeps it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 401 && !request.auth && request.cookies[hintName])
      reply.clearCookie(hintName, hintOptions);
    done(null, payload);
  });

  app.decorateRequest('auth', null);
  app.decorateRequest('copiesGeneration', undefined);
  const copies = createLocalCopies<SessionCopy>({ maxEntries: 50_000, maxAgeMs: 60_000 });

  const expired = (session: SessionCopy, now: number) =>
    now - session.lastSeenAt > config.sessionIdleMs || now - session.createdAt > config.sessionAbsoluteMs;

  async function readSession(tokenHash: string): Promise<SessionCopy | undefined> {
    // Plain SQL skips the query builder's per-call work (measured at three times the query's cost).
    const { rows } = await sql<SessionRow>`
      select s.created_at, s.last_seen_at, u.id as "userId", u.account_id as "accountId", u.roles, u.active
      from sessions s inner join users u on u.id = s.user_id
      where s.token_hash = ${tokenHash}`.execute(db);
    const row = rows[0];
    if (!row) return undefined;
    const roles = Object.freeze(JSON.parse(row.roles)) as Role[];
    return {
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      active: row.active === 1,
      auth: Object.freeze({ userId: row.userId, accountId: row.accountId, roles, tokenHash }),
    };
  }

  /**
   * The session from the in-memory copy when it is current and needs no "last seen" write; copies
   * are keyed by the cookie's token itself, so this costs no hashing. Undefined: read the rows.
   */
  function fromCopy(token: string, generation: Generation | undefined): Readonly<AuthContext> | undefined {
    if (generation === undefined) return undefined;
    const session = copies.get(token, generation);
    if (!session) return undefined;
    const now = Date.now();
    // Past the idle limit by this copy, another instance may still have seen the session since.
    if (expired(session, now) || now - session.lastSeenAt > touchEveryMs) return undefined;
    return session.auth;
  }

  async function fromRows(token: string, generation: Generation | undefined): Promise<AuthContext | null> {
    const tokenHash = hashToken(token);
    const session = await readSession(tokenHash);
    if (!session) return null;
    const now = Date.now();
    if (expired(session, now) || !session.active) {
      copies.delete(token);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
        // A session that lapsed is nobody's change: no entry in the audit log.
        await announceChange(trx, session.auth.accountId);
      });
      return null;
    }
    // Writing last_seen_at on every request would turn reads into writes; a minute of slack is harmless.
    if (now - session.lastSeenAt > touchEveryMs) {
      session.lastSeenAt = now;
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
      await db.updateTable('users').set({ last_access: now }).where('id', '=', session.auth.userId).execute();
    }
    if (generation !== undefined) copies.set(token, session, generation);
    return session.auth;
  }

  /**
   * Every authenticated request runs this. Between changes it answers from memory, without waiting
   * when the generation is in this process; a logout, deactivation or role change in the account
   * moves its generation on, so the next request reads the rows. The generation is read before any
   * row: the account's, known from the token's copy even once stale (a session never changes
   * account); for a token not seen here, one that holds no earlier copy current.
   */
  function resolve(request: FastifyRequest): AuthContext | null | Promise<AuthContext | null> {
    const token = request.cookies[cookieName];
    if (!token || token.length > 128) return null;
    const read = store.readGeneration(copies.peek(token)?.auth.accountId);
    if (!(read instanceof Promise)) {
      request.copiesGeneration = read;
      return fromCopy(token, read) ?? fromRows(token, read);
    }
    return read.then(
      (generation) => {
        request.copiesGeneration = generation;
        return fromCopy(token, generation) ?? fromRows(token, generation);
      },
      // The shared store does not answer: everything from the database, nothing copied.
      () => fromRows(token, undefined),
    );
  }

  const signIn = (request: FastifyRequest, found: AuthContext | null) => {
    request.auth = found;
    return found ? undefined : unauthenticated();
  };

  /**
   * A callback hook rather than an async one: a session answered from memory goes on to the
   * handler in the same tick, without a promise to settle first (the hot path of every call).
   */
  const authenticate: HookWithDone = (request, _reply, done) => {
    const found = resolve(request);
    if (found instanceof Promise) found.then((auth) => done(signIn(request, auth)), done);
    else done(signIn(request, found));
  };
  sessionDemands.set(authenticate, { roles: [] });
  app.decorate('authenticate', authenticate);

  app.decorate('requireAbility', (ability: Ability): HookWithDone => {
    const requireAbility: HookWithDone = (request, _reply, done) => {
      const found = resolve(request);
      const check = (auth: AuthContext | null) => {
        const refused = signIn(request, auth);
        if (refused) return refused;
        return may(auth!, ability) ? undefined : forbidden();
      };
      if (found instanceof Promise) found.then((auth) => done(check(auth)), done);
      else done(check(found));
    };
    // The roles that hold the ability on their own, as the API document names them.
    const roles = everyRole.filter((role) => policies[ability]({ roles: [role] }));
    sessionDemands.set(requireAbility, { ability, roles });
    return requireAbility;
  });

  /** Deletes sessions, and tells every instance to drop its copies of them (of their account's rows). */
  async function endSessions(column: 'token_hash' | 'user_id', value: string) {
    await db.transaction().execute(async (trx) => {
      const ended = await trx
        .deleteFrom('sessions')
        .where(column, '=', value)
        .returning('account_id')
        .execute();
      // The change that ends them (sign-out, deactivation, deletion) records its own entry.
      for (const accountId of new Set(ended.map((row) => row.account_id)))
        await announceChange(trx, accountId);
    });
  }

  app.decorate('sessions', {
    cookieName,
    async start(reply, user, fingerprint, alongside) {
      const token = newToken();
      const tokenHash = hashToken(token);
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sessions')
          .values({
            token_hash: tokenHash,
            user_id: user.id,
            account_id: user.accountId,
            fingerprint: fingerprint.slice(0, 512),
            created_at: now,
            last_seen_at: now,
          })
          .execute();
        await trx.updateTable('users').set({ last_access: now }).where('id', '=', user.id).execute();
        await alongside?.(trx, { tokenHash });
      });
      const maxAge = Math.floor(config.sessionAbsoluteMs / 1000);
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge });
      reply.setCookie(hintName, '1', { ...hintOptions, maxAge });
    },
    async end(request, reply) {
      const token = request.cookies[cookieName];
      if (token) await endSessions('token_hash', hashToken(token));
      reply.clearCookie(cookieName, cookieOptions);
      reply.clearCookie(hintName, hintOptions);
    },
    async endByToken(token) {
      await endSessions('token_hash', hashToken(token));
    },
    async endAllOf(userId) {
      await endSessions('user_id', userId);
    },
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['context'] });
