import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneSignInTokens } from './sign-in-tokens.ts';

const pruneEveryMs = 10 * 60_000;

/**
 * A session that expires is deleted at its next use; one never used again would keep the provider's
 * tokens beside it. Every ten minutes, off the request path, the tokens of expired sessions go.
 */
async function signInTokenPruningPlugin(app: FastifyInstance) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= pruneSignInTokens(app)
      .catch((error) => app.log.warn({ err: error }, 'sign-in token pruning failed; trying again later'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, pruneEveryMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(signInTokenPruningPlugin, {
  name: 'sign-in-token-pruning',
  dependencies: ['context', 'secret-box'],
});
