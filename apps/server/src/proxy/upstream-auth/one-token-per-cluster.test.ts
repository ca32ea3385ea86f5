import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PrivateRedis, startPrivateRedis } from '../../../test/private-redis.ts';
import {
  createTestEngine,
  dataOf,
  endpointFor,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import { createServiceFaults } from '../../service-faults.ts';
import { withInstanceFallback } from '../../shared-store/instance-fallback.ts';
import { createRedisStore } from '../../shared-store/shared-store.ts';

// Instances of one cluster on a Redis of the test's own, each store built as the app builds it (Redis
// with this instance's memory standing in when Redis fails), in front of a password-grant server
// that counts its token requests. Whatever Redis or an instance does, the cluster asks for one token.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const upstreamTimeoutMs = 10_000;
const cacheKeySecret = 'cluster';
const boxKey = randomBytes(32);

let redis: PrivateRedis;
let upstream: FakeUpstream;
const issued = new Set<string>();
let tokenRequests = 0;
/** Token answers wait for this while it is set. */
let tokenGate: Promise<void> | undefined;

beforeAll(async () => {
  redis = await startPrivateRedis();
  upstream = await startFakeUpstream(async (request, response: ServerResponse) => {
    if (request.url === '/token') {
      tokenRequests += 1;
      await sleep(100);
      await tokenGate;
      const token = randomUUID();
      issued.add(token);
      return sendJson(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !issued.has(token)) return sendJson(response, 401, { message: 'Invalid token' });
    sendJson(response, 200, { value: [{ url: request.url }], totalResults: 1000 });
  });
});
afterAll(async () => {
  await upstream.close();
  await redis.close();
});

let prefix = '';
const instance = () => {
  const faults = createServiceFaults();
  return createTestEngine({
    store: withInstanceFallback(createRedisStore(redis.url, prefix, faults), faults),
    timeoutMs: upstreamTimeoutMs,
    cacheKeySecret,
    secretBox: createSecretBox(boxKey),
  });
};
let instances: ReturnType<typeof instance>[] = [];
beforeEach(() => {
  prefix = `portal-test:${randomUUID()}:`;
  instances = [instance(), instance()];
  tokenRequests = 0;
  tokenGate = undefined;
});
afterEach(async () => {
  await Promise.all(instances.map(async (engine) => [await engine.close(), await engine.store.close()]));
});

const oauthServer = () =>
  serverAt(`${upstream.url}/api/`, 'default', 'auth2ropasswordcredentias', {
    username: 'ana@example.com',
    password: 'secret password',
    clientid: 'portal',
    secret: 'client-secret',
    tokenurl: `${upstream.url}/token`,
  });
const pageInput = (server: ReturnType<typeof oauthServer>, offset: number) =>
  inputFor(server, endpointFor('rows'), { params: { offset } });

describe('one token request for a cluster', () => {
  it('makes one token request for a burst over two instances just after a Redis command on one of them missed its deadline', async () => {
    const server = oauthServer();
    // Redis holds every command for 800 ms (as a slow disk or a busy script would): a rate-limit
    // count on the first instance misses the 500 ms deadline and is answered from its memory.
    await redis.client().call('CLIENT', 'PAUSE', '800', 'ALL');
    await instances[0].store.hit(`calls:${randomUUID()}`, 60_000);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, offset) => instances[offset % 2].call(pageInput(server, offset))),
    );
    expect(results.map((result) => dataOf(result).offset)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(tokenRequests).toBe(1);
  });

  it('makes one token request for a burst over two instances that meets Redis silent for 1.5 s', async () => {
    const server = oauthServer();
    // Every claim and read of the burst first misses the 500 ms deadline, some more than once.
    await redis.client().call('CLIENT', 'PAUSE', '1500', 'ALL');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, offset) => instances[offset % 2].call(pageInput(server, offset))),
    );
    expect(results.map((result) => dataOf(result).offset)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(tokenRequests).toBe(1);
  });

  it('requests no token of its own while the instance requesting it is frozen for seconds', async () => {
    const server = oauthServer();
    let open = () => {};
    tokenGate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const frozen: ChildProcess = spawn(
      process.execPath,
      [fileURLToPath(new URL('../../../test/proxy-instance-process.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          REDIS_URL: redis.url,
          REDIS_KEY_PREFIX: prefix,
          UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs),
          CACHE_KEY_SECRET: cacheKeySecret,
          SECRET_BOX_KEY: boxKey.toString('hex'),
          PROXY_CALL: JSON.stringify(pageInput(server, 0)),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    frozen.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) => frozen.once('exit', resolve));
    try {
      for (const deadline = Date.now() + 15_000; tokenRequests === 0 && Date.now() < deadline; )
        await sleep(20);
      expect(tokenRequests).toBe(1);
      // Its token request is out; the instance stops (a long pause, a starved CPU) for 4 s.
      frozen.kill('SIGSTOP');
      const call = instances[1].call(pageInput(server, 1));
      call.catch(() => undefined);
      await sleep(4_000);
      expect(tokenRequests).toBe(1);
      frozen.kill('SIGCONT');
      open();
      expect(dataOf(await call).offset).toBe(1);
      expect(await exited).toBe(0);
      expect(JSON.parse(output).data.offset).toBe(0);
      expect(tokenRequests).toBe(1);
    } finally {
      frozen.kill('SIGCONT');
      open();
      if (frozen.exitCode === null) frozen.kill();
    }
  });

  it('with Redis away, answers at once with one token request per instance', async () => {
    const server = oauthServer();
    await redis.kill();
    try {
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, offset) => instances[offset % 2].call(pageInput(server, offset))),
      );
      expect(results.map((result) => dataOf(result).offset)).toHaveLength(20);
      expect(tokenRequests).toBe(2);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await redis.start();
    }
  });
});
