import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProxyEngine, type ProxyEngine } from './engine/create-proxy-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    proxyEngine: ProxyEngine;
  }
}

/** Decorates app.proxyEngine (one per app, from app.config and app.store) and closes it with the app. */
async function proxyEnginePlugin(app: FastifyInstance, options: { cacheKeySecret?: string }) {
  const engine = createProxyEngine({
    config: app.config,
    store: app.store,
    cacheKeySecret: options.cacheKeySecret,
  });
  app.decorate('proxyEngine', engine);
  app.addHook('onClose', () => engine.close());
}

export default fp(proxyEnginePlugin, { name: 'proxy-engine', dependencies: ['context'] });
