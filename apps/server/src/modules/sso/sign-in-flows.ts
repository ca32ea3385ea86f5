import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { hashToken, newToken } from '../../crypto/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { SignInFlowsTable } from '../../db/schema.ts';

/** A sign-in must come back from the provider within this. */
export const flowLifetimeMs = 10 * 60_000;

export type FlowPurpose = 'sign-in' | 'test';

/** What a started sign-in remembers until the provider sends the browser back. */
export type SignInFlow = {
  id: string;
  accountId: string;
  providerId: string;
  purpose: FlowPurpose;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The admin who runs a test sign-in. */
  userId: string | null;
};

const cookieNameOf = (app: FastifyInstance) =>
  app.config.publicUrl.startsWith('https://') ? '__Host-portal_sso' : 'portal_sso';

const cookieOptions = (app: FastifyInstance) => ({
  path: '/',
  httpOnly: true,
  secure: app.config.publicUrl.startsWith('https://'),
  // Lax: the provider sends the browser back with a top-level GET, which carries it.
  sameSite: 'lax' as const,
});

/**
 * Starts a flow: fresh state, nonce and PKCE verifier, kept server-side under the digest of a random
 * token that only this browser holds (a short-lived HttpOnly cookie). The callback takes the flow
 * back by that cookie, once: a callback in another browser, or the same one twice, finds none.
 */
export async function beginFlow(
  app: FastifyInstance,
  reply: FastifyReply,
  flow: { accountId: string; providerId: string; purpose: FlowPurpose; userId: string | null },
): Promise<SignInFlow> {
  const token = newToken();
  const now = Date.now();
  const started: SignInFlow = {
    ...flow,
    id: randomUUID(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  await app.db.deleteFrom('sign_in_flows').where('expires_at', '<', now).execute();
  await app.db
    .insertInto('sign_in_flows')
    .values({
      token_hash: hashToken(token),
      id: started.id,
      account_id: flow.accountId,
      provider_id: flow.providerId,
      purpose: flow.purpose,
      state: started.state,
      nonce: started.nonce,
      code_verifier: started.codeVerifier,
      user_id: flow.userId,
      result: null,
      expires_at: now + flowLifetimeMs,
      created_at: now,
    })
    .execute();
  reply.setCookie(cookieNameOf(app), token, { ...cookieOptions(app), maxAge: flowLifetimeMs / 1000 });
  return started;
}

type FlowRow = Pick<
  SignInFlowsTable,
  | 'id'
  | 'account_id'
  | 'provider_id'
  | 'purpose'
  | 'state'
  | 'nonce'
  | 'code_verifier'
  | 'user_id'
  | 'expires_at'
>;

/**
 * Takes this browser's flow, once: the row is deleted as it is read, so a second callback with the
 * same cookie (a replayed or reused code) finds nothing. Undefined when there is no cookie, no row,
 * or the flow expired. The cookie is cleared either way.
 */
export async function takeFlow(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignInFlow | undefined> {
  const name = cookieNameOf(app);
  const token = request.cookies[name];
  reply.clearCookie(name, cookieOptions(app));
  if (!token || token.length > 128) return undefined;
  const row: FlowRow | undefined = await app.db
    .deleteFrom('sign_in_flows')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', ['sign-in', 'test'])
    .returning([
      'id',
      'account_id',
      'provider_id',
      'purpose',
      'state',
      'nonce',
      'code_verifier',
      'user_id',
      'expires_at',
    ])
    .executeTakeFirst();
  if (!row || row.expires_at < Date.now() || !row.state || !row.nonce || !row.code_verifier) return undefined;
  if (row.purpose === 'test-result') return undefined;
  return {
    id: row.id,
    accountId: row.account_id,
    providerId: row.provider_id,
    purpose: row.purpose,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    userId: row.user_id,
  };
}

/** How long an admin may read the result of a test sign-in. */
const testResultLifetimeMs = 60 * 60_000;

/** Keeps a test sign-in's result for the admin who ran it, under the flow's id. */
export async function keepTestResult(
  db: Db,
  flow: Pick<SignInFlow, 'id' | 'accountId' | 'providerId' | 'userId'>,
  result: object,
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('sign_in_flows')
    .values({
      // Nothing holds this token: the row is read by its id, by the admin who ran the test.
      token_hash: hashToken(newToken()),
      id: flow.id,
      account_id: flow.accountId,
      provider_id: flow.providerId,
      purpose: 'test-result',
      state: null,
      nonce: null,
      code_verifier: null,
      user_id: flow.userId,
      result: JSON.stringify(result),
      expires_at: now + testResultLifetimeMs,
      created_at: now,
    })
    .execute();
}

/** A test result the admin may read: their own, of their account, not expired. */
export async function findTestResult(
  db: Db,
  actor: { accountId: string; userId: string },
  id: string,
): Promise<unknown | undefined> {
  const row = await db
    .selectFrom('sign_in_flows')
    .select(['result', 'expires_at'])
    .where('id', '=', id)
    .where('account_id', '=', actor.accountId)
    .where('user_id', '=', actor.userId)
    .where('result', 'is not', null)
    .executeTakeFirst();
  if (!row?.result || row.expires_at < Date.now()) return undefined;
  return JSON.parse(row.result);
}
