import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ProxyObserver } from '../proxy/engine/proxy-observer.ts';

export type PortalMetrics = {
  registry: Registry;
  /** Counts one answered HTTP request; route is the route's pattern, never the raw URL. */
  request(method: string, route: string, status: number, seconds: number): void;
  proxy: ProxyObserver;
  /** Counts one failed call to the database or Redis (a broken connection, a command that failed). */
  serviceError(service: string, operation: string): void;
};

/**
 * The portal's metrics, in a registry of its own (several apps may live in one process in tests):
 * Node's process metrics, requests by route and status, the proxy cache, upstream latency by server
 * and errors by kind, token requests and active sessions (counted at each scrape).
 */
export function createPortalMetrics(countActiveSessions: () => Promise<number>): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['route'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'portal_proxy_cache_total',
    help: 'Proxy calls by cache outcome: hit, miss (went upstream) or coalesced (joined an identical call in flight)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'portal_upstream_request_duration_seconds',
    help: "Time of an exchange with a server's upstream (token included), by server id",
    labelNames: ['server'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'portal_upstream_errors_total',
    help: 'Failed upstream calls, by kind (upstream_timeout, upstream_unreachable, upstream_error, …)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'portal_upstream_token_requests_total',
    help: 'OAuth2 password-grant token requests, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const serviceErrors = new Counter({
    name: 'portal_service_errors_total',
    help: 'Failed calls to the database or Redis (broken connections, failed or timed-out commands), by service and operation',
    labelNames: ['service', 'operation'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'portal_sessions_active',
    help: 'Sessions used within the idle timeout',
    registers: [registry],
    async collect() {
      this.set(await countActiveSessions());
    },
  });
  // Every request counts in one series of each metric. prom-client works out a series from its
  // labels on every call, so each route's series are looked up once and kept: route patterns,
  // statuses and methods are few (never raw URLs).
  type RouteSeries = {
    duration: Histogram.Internal<'route'>;
    counts: Map<number, Map<string, Counter.Internal>>;
  };
  const routeSeries = new Map<string, RouteSeries>();
  const cacheResults = new Map<string, Counter.Internal>();
  return {
    registry,
    request(method, route, status, seconds) {
      let series = routeSeries.get(route);
      if (!series) {
        series = { duration: durations.labels({ route }), counts: new Map() };
        routeSeries.set(route, series);
      }
      let byMethod = series.counts.get(status);
      if (!byMethod) {
        byMethod = new Map();
        series.counts.set(status, byMethod);
      }
      let count = byMethod.get(method);
      if (!count) {
        count = requests.labels({ method, route, status: String(status) });
        byMethod.set(method, count);
      }
      count.inc();
      series.duration.observe(seconds);
    },
    proxy: {
      cacheResult(result) {
        let count = cacheResults.get(result);
        if (!count) {
          count = cache.labels({ result });
          cacheResults.set(result, count);
        }
        count.inc();
      },
      upstreamCall: (server, seconds) => upstream.observe({ server }, seconds),
      upstreamError: (kind) => upstreamErrors.inc({ kind }),
      tokenRequest: (outcome) => tokens.inc({ outcome }),
    },
    serviceError: (service, operation) => serviceErrors.inc({ service, operation }),
  };
}
