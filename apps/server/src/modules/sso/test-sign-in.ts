import { randomUUID } from 'node:crypto';
import { messages, type SignInTestResult } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { requireProvider } from './manage-identity-providers.ts';
import { findTestResult, keepTestResult } from './sign-in-flows.ts';
import { signInSettingsWith } from './sso-locations.ts';
import { authorizationAddress } from './start-sign-in.ts';

/**
 * GET /api/identity-providers/{id}/test-sign-in: the admin's browser goes to the provider as for a
 * sign-in; the callback keeps what came back for them instead of signing anyone in. A provider
 * whose configuration cannot be read is a result too, shown at once.
 */
export async function startTestSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  providerId: string,
): Promise<string> {
  const actor = request.auth!;
  const provider = await requireProvider(app, actor, providerId);
  try {
    return await authorizationAddress(app, reply, provider, { purpose: 'test', userId: actor.userId });
  } catch (error) {
    request.log.warn(
      { provider: provider.id, reason: (error as Error).message },
      'identity provider discovery failed',
    );
    const id = randomUUID();
    const flow = { id, accountId: actor.accountId, providerId: provider.id, userId: actor.userId };
    await keepTestResult(app.db, flow, {
      uuid: id,
      provider: { uuid: provider.id, name: provider.name },
      at: new Date().toISOString(),
      outcome: { kind: 'refused', message: messages.providerDiscoveryFailed },
      claims: [],
    } satisfies SignInTestResult);
    return signInSettingsWith(id);
  }
}

/** A test result of the caller's own, or 404. */
export async function readTestResult(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<SignInTestResult> {
  const result = await findTestResult(app.db, actor, id);
  if (!result) throw notFound(messages.testResultMissing);
  return result as SignInTestResult;
}
