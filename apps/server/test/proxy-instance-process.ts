import { createSecretBox } from '../src/crypto/secret-box.ts';
import { createProxyEngine } from '../src/proxy/engine/create-proxy-engine.ts';
import { createServiceFaults } from '../src/service-faults.ts';
import { withInstanceFallback } from '../src/shared-store/instance-fallback.ts';
import { createRedisStore } from '../src/shared-store/shared-store.ts';

// One more portal instance in a process of its own, so that a test can freeze it (SIGSTOP) as a long
// pause would: it builds the proxy engine on Redis as the app does, makes the call in PROXY_CALL
// (JSON), prints the answer's payload and exits. Run with node: `node proxy-instance-process.ts`.
const env = process.env as Record<string, string>;
const faults = createServiceFaults();
const store = withInstanceFallback(createRedisStore(env.REDIS_URL, env.REDIS_KEY_PREFIX, faults), faults);
const engine = createProxyEngine({
  config: {
    upstreamAllow: ['127.0.0.1'],
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS),
    upstreamMaxBytes: 1 << 20,
  },
  store,
  cacheKeySecret: env.CACHE_KEY_SECRET,
  secretBox: createSecretBox(Buffer.from(env.SECRET_BOX_KEY, 'hex')),
});
try {
  const result = await engine.call(JSON.parse(env.PROXY_CALL));
  process.stdout.write(result.payload.toString('utf8'));
} finally {
  await engine.close();
  await store.close();
}
