import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProxyEngine, type ProxyEngine } from './engine/create-proxy-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    proxyEngine: ProxyEngine;
  }
}

/**
 * Decorates app.proxyEngine (one per app, from app.config and app.store) and closes it with the app.
 * Cache keys are derived from the application key, so every instance sharing that key and the store
 * finds the others' cached answers.
 */
async function proxyEnginePlugin(app: FastifyInstance) {
  const engine = createProxyEngine({
    config: app.config,
    store: app.store,
    cacheKeySecret: app.secretBox.derive('proxy-cache-key').toString('hex'),
    secretBox: app.secretBox,
    observer: app.proxyObserver,
  });
  app.decorate('proxyEngine', engine);
  app.addHook('onClose', () => engine.close());
}

export default fp(proxyEnginePlugin, {
  name: 'proxy-engine',
  dependencies: ['context', 'secret-box', 'metrics'],
});
