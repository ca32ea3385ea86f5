import {
  type SignInTestResult,
  type SsoRefusalCode,
  ssoRefusalMessages,
  ssoTestOutcome,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { recordAudit } from '../audit/record-audit.ts';
import { choosePerson, type PersonChoice } from './choose-person.ts';
import { classifyCallbackError } from './classify-callback-error.ts';
import { findProvider, type ProviderRecord } from './identity-provider-repository.ts';
import { listClaims, readIdentity } from './read-claims.ts';
import { keepTestResult, type SignInFlow, takeFlow } from './sign-in-flows.ts';
import { ChoiceOutdated, settlePerson, startSession } from './sign-in-person.ts';
import type { SignInTokens } from './sign-in-tokens.ts';
import { providerTarget, recordRefusal } from './sso-audit.ts';
import { signInPageWith, signInSettingsWith } from './sso-locations.ts';

type Received = { claims: Record<string, unknown>; tokens: SignInTokens };

class Refusal extends Error {
  readonly code: SsoRefusalCode;
  constructor(code: SsoRefusalCode) {
    super(code);
    this.code = code;
  }
}

/**
 * The code grant by openid-client: the authorization response checked (state, issuer), the code
 * exchanged with the PKCE verifier, the ID token verified (signature, issuer, audience, nonce,
 * times), then the userinfo claims added under the ID token's (same subject, checked).
 */
async function receive(
  app: FastifyInstance,
  provider: ProviderRecord,
  flow: SignInFlow,
  request: FastifyRequest,
) {
  let configuration: oidc.Configuration;
  try {
    configuration = await app.providerConfigurations.of(provider);
  } catch (error) {
    request.log.warn(
      { provider: provider.id, reason: (error as Error).message },
      'identity provider discovery failed',
    );
    throw new Refusal('provider_error');
  }
  // The address the provider sent the browser to, as registered: PUBLIC_URL, never request headers.
  const callback = new URL(`${app.config.publicUrl}/api/sso/callback`);
  callback.search = new URL(request.url, 'http://callback').search;
  let grant: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    grant = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    request.log.warn(
      { provider: provider.id, reason: (error as Error).message },
      'single sign-on callback refused',
    );
    throw new Refusal(classifyCallbackError(error));
  }
  const idClaims = grant.claims() as Record<string, unknown>;
  let userinfo: Record<string, unknown> = {};
  if (configuration.serverMetadata().userinfo_endpoint) {
    try {
      userinfo = await oidc.fetchUserInfo(configuration, grant.access_token, String(idClaims.sub));
    } catch (error) {
      // The ID token still says who signed in; its claims alone decide.
      request.log.warn({ provider: provider.id, reason: (error as Error).message }, 'userinfo not read');
    }
  }
  const tokens: SignInTokens = {
    providerId: provider.id,
    issuer: provider.issuer,
    accessToken: grant.access_token,
    tokenType: grant.token_type ?? 'bearer',
    expiresAt: typeof grant.expires_in === 'number' ? Date.now() + grant.expires_in * 1000 : null,
    refreshToken: grant.refresh_token ?? null,
    idToken: grant.id_token ?? null,
    scope: grant.scope ?? null,
  };
  return { claims: { ...userinfo, ...idClaims }, tokens } satisfies Received;
}

function describeChoice(choice: PersonChoice, email: string | undefined): SignInTestResult['outcome'] {
  if (choice.kind === 'refused') return { kind: 'refused', message: ssoRefusalMessages[choice.code] };
  if (choice.kind === 'create') return { kind: 'sign-in', message: ssoTestOutcome.create(email ?? '') };
  const who = `${`${choice.user.first_name} ${choice.user.last_name}`.trim()} (${choice.user.email})`;
  return { kind: 'sign-in', message: ssoTestOutcome[choice.kind](who) };
}

/** A test sign-in: what would happen and what the provider sent, kept for the admin; nobody signs in. */
async function finishTest(
  app: FastifyInstance,
  flow: SignInFlow,
  provider: ProviderRecord,
  run: () => Promise<Received>,
) {
  let result: Omit<SignInTestResult, 'uuid' | 'provider' | 'at'>;
  try {
    const { claims } = await run();
    const identity = readIdentity(claims, provider.claims);
    result = {
      outcome: describeChoice(await choosePerson(app.db, provider, identity), identity.email),
      claims: listClaims(claims),
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    result = { outcome: { kind: 'refused', message: ssoRefusalMessages[error.code] }, claims: [] };
  }
  await keepTestResult(app.db, flow, {
    uuid: flow.id,
    provider: { uuid: provider.id, name: provider.name },
    at: new Date().toISOString(),
    ...result,
  } satisfies SignInTestResult);
  const admin = { accountId: flow.accountId, userId: flow.userId };
  await recordAudit(app.db, admin, 'sso.test', providerTarget(provider), { outcome: result.outcome.kind });
  return signInSettingsWith(flow.id);
}

/**
 * GET /api/sso/callback: where the provider sends the browser back. Answers where the browser goes
 * next: the sign-in page, signed in (it goes on to the page the person wanted), or with the reason
 * of a refusal, which the audit log records too; a test sign-in goes back to Settings ▸ Sign-in.
 */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const flow = await takeFlow(app, request, reply);
  const provider = flow && (await findProvider(app.db, flow.accountId, flow.providerId));
  const refuse = async (code: SsoRefusalCode, details: Record<string, string> = {}) => {
    await recordRefusal(app.db, provider, code, { ip: request.ip, ...details });
    return signInPageWith(code);
  };
  if (!flow || !provider) return refuse('expired');
  const run = () => receive(app, provider, flow, request);
  if (flow.purpose === 'test') return finishTest(app, flow, provider, run);

  let received: Received;
  try {
    received = await run();
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.code);
    throw error;
  }
  const identity = readIdentity(received.claims, provider.claims);
  const about = { subject: identity.subject.slice(0, 200), email: identity.email ?? '' };
  for (let attempt = 1; ; attempt++) {
    const choice = await choosePerson(app.db, provider, identity);
    if (choice.kind === 'refused') return refuse(choice.code, about);
    try {
      const user = await settlePerson(app, provider, identity, choice);
      await startSession(app, reply, {
        user,
        provider,
        tokens: received.tokens,
        previousToken: request.cookies[app.sessions.cookieName],
        ip: request.ip,
      });
      return signInPageWith();
    } catch (error) {
      if (!(error instanceof ChoiceOutdated) || attempt === 2) throw error;
    }
  }
}
