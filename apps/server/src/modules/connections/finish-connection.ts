import { randomUUID } from 'node:crypto';
import { type ConnectionOutcome, connectionOutcomeParam, isPortalPath } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import * as oauth from 'openid-client';
import { hashToken } from '../../crypto/tokens.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { findPerPersonServer } from '../servers/per-person-servers.ts';
import { authorizationServerOf, issuedTokensOf } from './authorization-server.ts';
import { replaceConnection, takeAuthorization } from './connection-repository.ts';
import { revokeConnections } from './revoke-connections.ts';
import { sealTokens } from './sealed-tokens.ts';
import { callbackUrlOf, verifierContext } from './start-connection.ts';

export type CallbackQuery = { state?: string; code?: string; error?: string };

/** The page to go back to, telling it how the connection ended. */
function withOutcome(path: string, outcome: ConnectionOutcome): string {
  // Checked when stored; checked again, so no address of another site is ever sent.
  const url = new URL(isPortalPath(path) ? path : '/home', 'http://portal.invalid');
  url.searchParams.set(connectionOutcomeParam, outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The callback `${PUBLIC_URL}/api/servers/oauth/callback` (DESIGN.md §6d): the attempt its state
 * names is taken once, and must belong to this very session; the code is exchanged with the PKCE
 * verifier (openid-client checks state and the answer), and the person's tokens are stored sealed,
 * replacing an earlier connection (whose tokens are revoked). Answers where to send the browser:
 * the page the person came from, with the outcome.
 */
export async function finishConnection(
  app: FastifyInstance,
  auth: AuthContext | null,
  query: CallbackQuery,
): Promise<string> {
  const attempt = query.state ? await takeAuthorization(app.db, hashToken(query.state)) : undefined;
  if (!attempt) return withOutcome('/home', 'expired');
  const back = (outcome: ConnectionOutcome) => withOutcome(attempt.return_to, outcome);
  if (attempt.expires_at < Date.now()) return back('expired');
  // The callback of an attempt another session started (a link someone was sent) connects nobody.
  if (!auth || auth.tokenHash !== attempt.session_hash || auth.userId !== attempt.user_id)
    return back('failed');
  if (query.error) return back('denied');
  const server = await findPerPersonServer(app, attempt.account_id, attempt.server_id);
  if (server?.authType !== 'oauth2-user' || !query.code) return back('failed');
  const verifier = app.secretBox.open(attempt.verifier_sealed, verifierContext(attempt.state_hash));
  // Only the code and state are read back: openid-client checks the state, the verifier proves the code.
  const callback = new URL(callbackUrlOf(app.config.publicUrl));
  callback.searchParams.set('code', query.code);
  callback.searchParams.set('state', query.state!);
  const now = Date.now();
  let answer: Awaited<ReturnType<typeof oauth.authorizationCodeGrant>>;
  try {
    answer = await oauth.authorizationCodeGrant(
      authorizationServerOf(server.auth, app.proxyEngine),
      callback,
      { pkceCodeVerifier: verifier, expectedState: query.state },
    );
  } catch (error) {
    app.log.warn(
      { serverId: server.id, reason: (error as Error).message },
      'a connection could not be completed',
    );
    return back('failed');
  }
  const issued = issuedTokensOf(answer, now);
  const owner = { server_id: server.id, user_id: auth.userId };
  const row = {
    id: randomUUID(),
    account_id: auth.accountId,
    ...owner,
    tokens_sealed: sealTokens(app.secretBox, owner, issued),
    expires_at: issued.expiresAt,
    revision: 1,
    created_at: now,
    updated_at: now,
    last_used_at: null,
  };
  const replaced = await app.db.transaction().execute(async (trx) => {
    const earlier = await replaceConnection(trx, row);
    await recordChange(trx, auth, 'connection.connect', { type: 'server', id: server.id, name: server.name });
    return earlier;
  });
  await revokeConnections(app, auth.accountId, replaced);
  return back('connected');
}
