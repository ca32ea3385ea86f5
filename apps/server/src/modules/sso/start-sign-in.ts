import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import {
  findProviderByDomain,
  findProviderById,
  type ProviderRecord,
} from './identity-provider-repository.ts';
import { beginFlow, type FlowPurpose } from './sign-in-flows.ts';
import { recordRefusal } from './sso-audit.ts';
import { signInPageWith } from './sso-locations.ts';

const uuid = z.uuid();
const email = z.email();

/**
 * Starts a flow for the browser and answers the provider's authorization address: the code flow
 * with PKCE (S256), state and nonce, for the one redirect URI `${PUBLIC_URL}/api/sso/callback`.
 * Throws when the provider's configuration cannot be read.
 */
export async function authorizationAddress(
  app: FastifyInstance,
  reply: FastifyReply,
  provider: ProviderRecord,
  flow: { purpose: FlowPurpose; userId: string | null; loginHint?: string },
): Promise<string> {
  const configuration = await app.providerConfigurations.of(provider);
  const started = await beginFlow(app, reply, {
    accountId: provider.accountId,
    providerId: provider.id,
    purpose: flow.purpose,
    userId: flow.userId,
  });
  const address = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: `${app.config.publicUrl}/api/sso/callback`,
    scope: provider.scopes.join(' '),
    state: started.state,
    nonce: started.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(started.codeVerifier),
    code_challenge_method: 'S256',
    ...(flow.loginHint ? { login_hint: flow.loginHint } : {}),
  });
  return address.href;
}

/** The provider a sign-in asks for: by the work e-mail's domain, or by its id (the provider's link). */
async function providerAskedFor(app: FastifyInstance, query: { email?: string; provider?: string }) {
  if (query.provider && uuid.safeParse(query.provider).success)
    return findProviderById(app.db, query.provider);
  const address = query.email?.trim().toLowerCase();
  if (!address || !email.safeParse(address).success) return undefined;
  return findProviderByDomain(app.db, address.slice(address.lastIndexOf('@') + 1));
}

/**
 * GET /api/sso/start?email=… or ?provider={uuid}: where the browser goes next, the provider's
 * sign-in page, or the portal's sign-in page saying why not.
 */
export async function startSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { email?: string; provider?: string; login_hint?: string },
): Promise<string> {
  const provider = await providerAskedFor(app, query);
  if (!provider) return signInPageWith('unknown_domain');
  const hint = query.email ?? query.login_hint;
  try {
    return await authorizationAddress(app, reply, provider, {
      purpose: 'sign-in',
      userId: null,
      ...(hint && email.safeParse(hint).success ? { loginHint: hint } : {}),
    });
  } catch (error) {
    request.log.warn(
      { provider: provider.id, reason: (error as Error).message },
      'identity provider discovery failed',
    );
    await recordRefusal(app.db, provider, 'provider_error', { ip: request.ip });
    return signInPageWith('provider_error');
  }
}
