import { type ConnectionStartBody, type ConnectionStartReply, messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import * as oauth from 'openid-client';
import { hashToken, newToken } from '../../crypto/tokens.ts';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { currentUser } from '../auth/service.ts';
import { isUuid } from '../servers/server-service.ts';
import { authorizationServerOf } from './authorization-server.ts';
import { connectableServers } from './connectable-servers.ts';
import { insertAuthorization } from './connection-repository.ts';

/** How long a person has at the authorization server before the portal forgets the attempt. */
export const authorizationLifetimeMs = 10 * 60_000;

/** The one redirect URI of every per-person server (DESIGN.md §6d). */
export const callbackUrlOf = (publicUrl: string) => `${publicUrl}/api/servers/oauth/callback`;

/** The verifier is sealed for its own attempt: a value copied onto another row does not open. */
export const verifierContext = (stateHash: string) => `authorization:${stateHash}`;

/**
 * 'Connect to {server}' (DESIGN.md §6d): the address of the server's authorization page for an
 * authorization code with PKCE (S256), or for a sign-in-token server the single sign-on's start. The state is single use, kept only as its digest with the
 * sealed verifier, and bound to the session that asked: the callback of another session is refused.
 */
export async function startConnection(
  app: FastifyInstance,
  auth: AuthContext,
  serverId: string,
  body: ConnectionStartBody,
): Promise<ConnectionStartReply> {
  if (!isUuid(serverId)) throw notFound();
  const servers = await connectableServers(app, auth);
  const server = servers.find((candidate) => candidate.id === serverId);
  if (!server) throw notFound(messages.connectionNotAvailable);
  // A server that reads the person's sign-in token needs a single sign-on: its start, by their e-mail.
  if (server.authType === 'sign-in-token') {
    const user = await currentUser(app, auth);
    return { url: `/api/sso/start?${new URLSearchParams({ email: user.email })}` };
  }
  const state = newToken();
  const stateHash = hashToken(state);
  const verifier = oauth.randomPKCECodeVerifier();
  await insertAuthorization(app.db, {
    state_hash: stateHash,
    account_id: auth.accountId,
    user_id: auth.userId,
    server_id: server.id,
    session_hash: auth.tokenHash,
    verifier_sealed: app.secretBox.seal(verifier, verifierContext(stateHash)),
    return_to: body.returnTo ?? '/home',
    expires_at: Date.now() + authorizationLifetimeMs,
  });
  const config = authorizationServerOf(server.auth, app.proxyEngine);
  const url = oauth.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrlOf(app.config.publicUrl),
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(server.auth.scopes ? { scope: server.auth.scopes } : {}),
    ...(server.auth.audience ? { audience: server.auth.audience } : {}),
  });
  return { url: url.href };
}
