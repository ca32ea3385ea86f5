import { messages } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../plugins/session.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { endUpstreamAccess } from '../connections/end-upstream-access.ts';

/**
 * 'Sign out everywhere': every session of the person ends, this one included (its cookie is
 * cleared), and so does their access to per-person data servers (DESIGN.md §6d, tokens revoked).
 */
export async function signOutEverywhere(
  app: FastifyInstance,
  actor: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ message: string }> {
  await app.sessions.endAllOf(actor.userId);
  await app.sessions.end(request, reply);
  await endUpstreamAccess(app, actor, actor);
  await recordAudit(app.db, actor, 'sign_out_everywhere', null);
  return { message: messages.signedOutNow };
}
