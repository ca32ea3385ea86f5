import { randomBytes } from 'node:crypto';
import { timings } from '@portal/contracts';
import type { Config } from '../../config.ts';
import { createSecretBox, type SecretBox } from '../../crypto/secret-box.ts';
import type { SharedStore } from '../../shared-store/shared-store.ts';
import { createResponseCache } from '../cache/response-cache.ts';
import { type AllowList, createAllowList } from '../outbound/classify-address.ts';
import { createOutboundClient, type OutboundClient } from '../outbound/outbound-client.ts';
import { createUpstreamAuth, credentialedClient } from '../upstream-auth/send-authorized.ts';
import { createCursorPages } from './cursor-pages.ts';
import { createPreparedCalls } from './prepared-calls.ts';
import type { ProxyObserver } from './proxy-observer.ts';
import type { EndpointTestResult, ProxyCallInput, ProxyCallResult } from './proxy-types.ts';
import { runEndpointTest, runProxyCall } from './run-proxy-call.ts';

export type ProxyEngine = {
  /** A page's data call: {status, data} as JSON bytes, cached 5 minutes per tenant and request. */
  call(input: ProxyCallInput): Promise<ProxyCallResult>;
  /**
   * The admin endpoint tester: raw upstream status and body; same guard and auth; not cached. The
   * signal stops the upstream call when the admin cancels or leaves.
   */
  test(input: ProxyCallInput, signal?: AbortSignal): Promise<EndpointTestResult>;
  /**
   * The way out for calls that carry a credential outside a data call (a person's token requests and
   * revocations, DESIGN.md §6d): the outbound guard, and plain http only to allowed hosts.
   */
  credentialed: OutboundClient;
  /** The operator's allow list (UPSTREAM_ALLOW), which also says where plain http may carry a credential. */
  allow: AllowList;
  close(): Promise<void>;
};

export type ProxyEngineOptions = {
  config: Pick<Config, 'upstreamAllow' | 'upstreamTimeoutMs' | 'upstreamMaxBytes'>;
  store: SharedStore;
  /**
   * Keys cache entries (HMAC). Instances sharing a Redis store must share it to share entries;
   * by default each process draws its own.
   */
  cacheKeySecret?: string;
  /** Seals upstream tokens kept in a shared store; instances must share it to share tokens. */
  secretBox?: SecretBox;
  cacheTtlMs?: number;
  observer?: ProxyObserver;
};

/** Build once per app: it holds the connection pool, the token cache and in-flight calls. */
export function createProxyEngine(options: ProxyEngineOptions): ProxyEngine {
  const client = createOutboundClient({
    timeoutMs: options.config.upstreamTimeoutMs,
    maxBytes: options.config.upstreamMaxBytes,
    allow: options.config.upstreamAllow,
  });
  const cacheKeySecret = options.cacheKeySecret ?? randomBytes(32).toString('hex');
  const { store } = options;
  // A token request and the data call each have the full deadline.
  const waitMs = 2 * options.config.upstreamTimeoutMs + 1_000;
  const secretBox = options.secretBox ?? createSecretBox(randomBytes(32));
  const observer = options.observer ?? {};
  const ttlMs = options.cacheTtlMs ?? timings.proxyCacheMs;
  const allow = createAllowList(options.config.upstreamAllow);
  const parts = {
    auth: createUpstreamAuth(
      client,
      allow,
      {
        shared: store.redis
          ? { store, box: secretBox, keySecret: cacheKeySecret, requestMs: options.config.upstreamTimeoutMs }
          : undefined,
      },
      observer,
    ),
    cache: createResponseCache(store, {
      ttlMs,
      waitMs,
      onResult: observer.cacheResult?.bind(observer),
    }),
    calls: createPreparedCalls(cacheKeySecret),
    cursors: createCursorPages(store, cacheKeySecret, ttlMs),
    observer,
  };
  return {
    call: (input) => runProxyCall(parts, input),
    test: (input, signal) => runEndpointTest(parts, input, signal),
    credentialed: credentialedClient(client, allow),
    allow,
    close: () => client.close(),
  };
}
