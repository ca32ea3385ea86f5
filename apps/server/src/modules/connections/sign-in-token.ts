import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import type { IssuedToken } from '../../proxy/upstream-auth/request-password-token.ts';
import { signInProviderConfiguration } from '../sso/sign-in-provider.ts';
import { readSignInTokens, storeSignInTokens } from '../sso/sign-in-tokens.ts';
import { appErrorIn, isRefusal } from './authorization-server.ts';

type SignInContext = Pick<FastifyInstance, 'db' | 'secretBox' | 'config' | 'providerConfigurations'>;

/** RFC 8693 §2.1 and §3: what is exchanged for what. */
const tokenExchange = 'urn:ietf:params:oauth:grant-type:token-exchange';
const accessTokenType = 'urn:ietf:params:oauth:token-type:access_token';

/** Renew this long before expiry, as the other tokens are. */
const renewMarginMs = 30_000;

/** The person must sign in with single sign-on (again) for this server's data. */
export const signInRequired = (server: { id: string; name: string }) =>
  new AppError('connection_required', `${messages.signInTokenRequired} ${server.name}.`, undefined, {
    uuid: server.id,
    name: server.name,
  });

const issuedOf = (accessToken: string, expiresAt: number | null, now: number): IssuedToken => ({
  accessToken,
  expiresInMs: expiresAt === null ? undefined : Math.max(1, expiresAt - now),
});

/** A failure of the identity provider that is not a refusal: said as the token failure it is. */
const providerFailure = (error: unknown) =>
  appErrorIn(error) ?? new AppError('upstream_error', messages.upstreamTokenFailed);

/**
 * The access token of the single sign-on that started this session (DESIGN.md §6d, sign-in-token),
 * from `readSignInTokens`: as it is while fresh, else refreshed at the identity provider (through the
 * outbound guard) and stored for the session again. `refused` is a token the data server just
 * refused: it is refreshed even when not expired. No sign-in tokens, no refresh token or a refused
 * refresh: the person is asked to sign in with single sign-on again.
 */
export async function currentSignInToken(
  app: SignInContext,
  auth: AuthContext,
  server: { id: string; name: string },
  refused?: string,
): Promise<IssuedToken> {
  const tokens = await readSignInTokens(app, auth);
  if (!tokens) throw signInRequired(server);
  const now = Date.now();
  const fresh = tokens.expiresAt === null || tokens.expiresAt - renewMarginMs > now;
  if (tokens.accessToken !== refused && fresh) return issuedOf(tokens.accessToken, tokens.expiresAt, now);
  const config = tokens.refreshToken
    ? await signInProviderConfiguration(app, auth.accountId, tokens.providerId)
    : undefined;
  if (!config || !tokens.refreshToken) throw signInRequired(server);
  let answer: Awaited<ReturnType<typeof oidc.refreshTokenGrant>>;
  try {
    answer = await oidc.refreshTokenGrant(config, tokens.refreshToken);
  } catch (error) {
    if (isRefusal(error)) throw signInRequired(server);
    throw providerFailure(error);
  }
  const expiresIn = answer.expiresIn();
  const renewed = {
    ...tokens,
    accessToken: answer.access_token,
    tokenType: answer.token_type ?? tokens.tokenType,
    expiresAt: expiresIn === undefined ? null : now + expiresIn * 1000,
    refreshToken: answer.refresh_token ?? tokens.refreshToken,
    idToken: answer.id_token ?? tokens.idToken,
    scope: answer.scope ?? tokens.scope,
  };
  await app.db.transaction().execute((trx) => storeSignInTokens(trx, app.secretBox, auth, renewed));
  return issuedOf(renewed.accessToken, renewed.expiresAt, now);
}

/**
 * The person's sign-in token exchanged at their identity provider for the server's audience (RFC 8693
 * token exchange), when the server names one. A refusal asks the person to sign in again.
 */
export async function exchangedSignInToken(
  app: SignInContext,
  auth: AuthContext,
  server: { id: string; name: string; audience: string },
  subjectToken: string,
): Promise<IssuedToken> {
  const tokens = await readSignInTokens(app, auth);
  const config = tokens
    ? await signInProviderConfiguration(app, auth.accountId, tokens.providerId)
    : undefined;
  if (!config) throw signInRequired(server);
  const now = Date.now();
  try {
    const answer = await oidc.genericGrantRequest(config, tokenExchange, {
      subject_token: subjectToken,
      subject_token_type: accessTokenType,
      requested_token_type: accessTokenType,
      audience: server.audience,
    });
    const expiresIn = answer.expiresIn();
    return issuedOf(answer.access_token, expiresIn === undefined ? null : now + expiresIn * 1000, now);
  } catch (error) {
    if (isRefusal(error)) throw signInRequired(server);
    throw providerFailure(error);
  }
}
