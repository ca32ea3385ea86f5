import { randomUUID } from 'node:crypto';
import type { Adapter, AuthType } from '@portal/contracts';
import { expect } from 'vitest';
import type { SecretBox } from '../../src/crypto/secret-box.ts';
import { AppError } from '../../src/errors.ts';
import { createProxyEngine, type ProxyEngine } from '../../src/proxy/engine/create-proxy-engine.ts';
import type {
  ProxyCall,
  ProxyCallResult,
  ProxyEndpoint,
  ProxyServer,
} from '../../src/proxy/engine/proxy-types.ts';
import type { UpstreamCredentials } from '../../src/proxy/upstream-auth/upstream-credentials.ts';
import { createMemoryStore, type SharedStore } from '../../src/shared-store/shared-store.ts';

export type EngineOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  allow?: string[];
  store?: SharedStore;
  cacheKeySecret?: string;
  secretBox?: SecretBox;
};

/** An engine as an app builds it; tests allow 127.0.0.1 for their local upstreams. */
export function createTestEngine(options: EngineOptions = {}): ProxyEngine & { store: SharedStore } {
  const store = options.store ?? createMemoryStore();
  const engine = createProxyEngine({
    config: {
      upstreamAllow: options.allow ?? ['127.0.0.1'],
      upstreamTimeoutMs: options.timeoutMs ?? 5000,
      upstreamMaxBytes: options.maxBytes ?? 1024 * 1024,
    },
    store,
    cacheKeySecret: options.cacheKeySecret,
    secretBox: options.secretBox,
  });
  return { ...engine, store };
}

export function serverAt(
  url: string,
  adapter: Adapter = 'default',
  authType: AuthType = 'none',
  auth: UpstreamCredentials | null = null,
): ProxyServer {
  return {
    id: randomUUID(),
    url: url.endsWith('/') ? url : `${url}/`,
    adapter,
    authType,
    auth,
    credentialVersion: 1,
  };
}

export function endpointFor(url: string, settings: Partial<ProxyEndpoint['settings']> = {}): ProxyEndpoint {
  return {
    id: randomUUID(),
    settings: { url, method: 'GET', response: 'list', params: [], bodyParams: [], headers: [], ...settings },
  };
}

/** A call input for one tenant; each test names its tenant so caches never mix by accident. */
export const inputFor = (
  server: ProxyServer,
  endpoint: ProxyEndpoint,
  call: ProxyCall = {},
  accountId = 'tenant-a',
) => ({
  accountId,
  server,
  endpoint,
  call,
});

export function dataOf<
  T = {
    value: Record<string, unknown>[];
    offset: number;
    limit: number;
    totalResults: number | null;
    hasMore: boolean;
  },
>(result: ProxyCallResult): T {
  const parsed = JSON.parse(result.payload.toString('utf8')) as { status: number; data: T };
  expect(parsed.status).toBe(200);
  return parsed.data;
}

export async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
