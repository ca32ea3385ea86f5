import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Fails any request that committed a write to the rows each instance copies (users, sessions,
 * groups, views, servers, endpoints) without announcing it (`announceChange` in the transaction that
 * makes it): the portal would then drop every account's copies at once, and the change would be
 * missing from the service that made it. The request answers 500 with what it was, so the test that
 * sent it fails wherever it looks.
 */
export function watchRequestWrites() {
  const requests = new AsyncLocalStorage<{ unannounced: number }>();
  return {
    /** For createContext: told of each committed change, undefined for one nobody announced. */
    onCommittedChange(accountId: string | undefined) {
      const request = requests.getStore();
      if (request && accountId === undefined) request.unannounced += 1;
    },
    /** For buildApp: every request runs in a context of its own, checked before it answers. */
    firstHooks(app: FastifyInstance) {
      app.addHook('onRequest', (_request, _reply, done) => requests.run({ unannounced: 0 }, done));
      app.addHook('onSend', async (request, reply, payload) => {
        const unannounced = requests.getStore()?.unannounced ?? 0;
        if (unannounced === 0) return payload;
        reply.code(500).header('content-type', 'application/json; charset=utf-8');
        return JSON.stringify({
          code: 'internal',
          message: `${request.method} ${request.url} committed ${unannounced} write(s) that no change announced`,
        });
      });
    },
  };
}
