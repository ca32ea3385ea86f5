import { hash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, unauthenticated } from '../errors.ts';
import { createPortalMetrics } from '../metrics/portal-metrics.ts';
import type { ProxyObserver } from '../proxy/engine/proxy-observer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the proxy engine reports to /metrics; does nothing when metrics are off. */
    proxyObserver: ProxyObserver;
    /** Counts a failed database or Redis call on /metrics; does nothing when metrics are off. */
    countServiceError(service: string, operation: string): void;
  }
}

const digest = (value: string) => hash('sha256', value, 'buffer');

/**
 * GET /metrics in Prometheus' text format, only when METRICS_TOKEN is set and only to callers that
 * send it as a bearer token. Without the token nothing is counted at all, so the hot path pays nothing.
 */
async function metricsPlugin(app: FastifyInstance) {
  const token = app.config.metricsToken;
  if (!token) {
    app.decorate('proxyObserver', {});
    app.decorate('countServiceError', () => {});
    // Answered here rather than by the web app, which would serve its page for an unknown path.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw notFound();
    });
    return;
  }
  const idleMs = app.config.sessionIdleMs;
  const metrics = createPortalMetrics(async () => {
    const row = await app.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('last_seen_at', '>', Date.now() - idleMs)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  });
  app.decorate('proxyObserver', metrics.proxy);
  app.decorate('countServiceError', metrics.serviceError);
  app.addHook('onClose', async () => metrics.registry.clear());

  app.addHook('onResponse', (request, reply, done) => {
    // Paths nobody routes (scanners, typos) share one label, or each would become a time series.
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthenticated();
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['context'] });
