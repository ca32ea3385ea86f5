import type { FastifyInstance } from 'fastify';
import { AppError, connectionRequired } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import type { ProxyCall, ProxyCallResult } from '../../proxy/engine/proxy-types.ts';
import type { Generation } from '../../shared-store/shared-store.ts';
import type { ProxyTarget } from '../servers/load-endpoint-for-proxy.ts';
import { toProxyInput } from './to-proxy-input.ts';

/**
 * A data call of the signed-in person (pages, exports): through the engine, made as the person for a
 * per-person server (DESIGN.md §6d), whose cache key and single flight then hold the person. A
 * refusal for want of a connection names the server, so the page can offer to connect.
 * `countExtraRequest` counts each upstream request beyond the first against the caller's limits.
 */
export async function callAsPerson(
  app: FastifyInstance,
  auth: AuthContext,
  target: ProxyTarget,
  call: ProxyCall,
  generation: Generation | undefined,
  countExtraRequest?: () => Promise<void>,
): Promise<ProxyCallResult> {
  const person = await app.connections.personFor(auth, target.server, generation);
  try {
    const input = toProxyInput(auth.accountId, target, call, person);
    return await app.proxyEngine.call(countExtraRequest ? { ...input, countExtraRequest } : input);
  } catch (error) {
    // A refusal shared by another instance's call in flight carries no server: this call knows it.
    if (error instanceof AppError && error.code === 'connection_required' && !error.server)
      throw connectionRequired({ uuid: target.server.id, name: target.server.name });
    throw error;
  }
}
