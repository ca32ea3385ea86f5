import type { Config } from '../../config.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/database.ts';

/**
 * The identity provider's tokens from the single sign-on that started a portal session (DESIGN.md
 * §6d: a server with `authType: 'sign-in-token'` calls its upstream with the person's own access
 * token, or exchanges it first). Never in a log, an answer or the audit log.
 */
export type SignInTokens = {
  /** The identity provider (its uuid) that issued them, and its issuer. */
  providerId: string;
  issuer: string;
  accessToken: string;
  tokenType: string;
  /** Epoch milliseconds; null when the provider did not say (expires_in absent). */
  expiresAt: number | null;
  refreshToken: string | null;
  idToken: string | null;
  /** The scopes granted, as the provider answered them (space-separated), or null. */
  scope: string | null;
};

/** The session a request runs in, as plugins/session.ts knows it (request.auth). */
export type SessionRef = { accountId: string; userId: string; tokenHash: string };

type Stores = { db: Db; secretBox: SecretBox; config: Pick<Config, 'sessionIdleMs' | 'sessionAbsoluteMs'> };

/** Sealed for one session: a sealed value copied onto another session's row does not open. */
const contextOf = (tokenHash: string) => `sign-in-tokens:${tokenHash}`;

/**
 * Keeps the tokens, sealed, tied to the session that the sign-in created (a row keyed by the
 * session's token digest, which the database deletes with the session: logout, expiry, revocation,
 * deactivation, deletion, SCIM). Run in the transaction that starts the session; also replaces the
 * tokens of a session, e.g. after a refresh (DESIGN.md §6d).
 */
export async function storeSignInTokens(
  trx: Db,
  secretBox: SecretBox,
  session: SessionRef,
  tokens: SignInTokens,
): Promise<void> {
  const sealed = secretBox.seal(JSON.stringify(tokens), contextOf(session.tokenHash));
  await trx.deleteFrom('sign_in_tokens').where('session_token_hash', '=', session.tokenHash).execute();
  await trx
    .insertInto('sign_in_tokens')
    .values({
      session_token_hash: session.tokenHash,
      account_id: session.accountId,
      user_id: session.userId,
      provider_id: tokens.providerId,
      sealed,
      created_at: Date.now(),
    })
    .execute();
}

/**
 * The provider's tokens of the single sign-on that started this session, or null: the session was
 * started with a password, has ended or expired, belongs to another user or account, or its
 * provider was deleted. For the per-user upstream credentials of DESIGN.md §6d
 * (`authType: 'sign-in-token'`): pass `request.auth` (tenant, user and session) and the app's
 * database, secret box and config. The access token may have expired (see `expiresAt`); refreshing
 * it is the caller's, who may store the new tokens with `storeSignInTokens`.
 */
export async function readSignInTokens(stores: Stores, session: SessionRef): Promise<SignInTokens | null> {
  const row = await stores.db
    .selectFrom('sign_in_tokens as t')
    .innerJoin('sessions as s', 's.token_hash', 't.session_token_hash')
    .select(['t.sealed', 's.created_at', 's.last_seen_at'])
    .where('t.session_token_hash', '=', session.tokenHash)
    .where('t.account_id', '=', session.accountId)
    .where('t.user_id', '=', session.userId)
    .where('s.user_id', '=', session.userId)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const { sessionIdleMs, sessionAbsoluteMs } = stores.config;
  // An expired session's row may linger until its next use or the pruning: its tokens are over too.
  if (now - row.last_seen_at > sessionIdleMs || now - row.created_at > sessionAbsoluteMs) return null;
  try {
    return JSON.parse(stores.secretBox.open(row.sealed, contextOf(session.tokenHash))) as SignInTokens;
  } catch {
    // Sealed under another key (the application key was changed): as good as none.
    return null;
  }
}

/** Drops the tokens of sessions past their idle or absolute limit, whose rows nobody used since. */
export async function pruneSignInTokens(stores: Stores): Promise<void> {
  const now = Date.now();
  const { sessionIdleMs, sessionAbsoluteMs } = stores.config;
  await stores.db
    .deleteFrom('sign_in_tokens')
    .where('session_token_hash', 'in', (query) =>
      query
        .selectFrom('sessions')
        .select('token_hash')
        .where((eb) =>
          eb.or([
            eb('last_seen_at', '<', now - sessionIdleMs),
            eb('created_at', '<', now - sessionAbsoluteMs),
          ]),
        ),
    )
    .execute();
}
