import { randomBytes, randomUUID } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestEngine,
  dataOf,
  endpointFor,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { deleteKeysUnder } from '../../../test/redis-keys.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import { createRedisStore } from '../../shared-store/shared-store.ts';

// Two engines with their own Redis connections on one key prefix: two instances of one cluster.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let oauth: OAuth2Server;
let upstream: FakeUpstream;
const accepted = new Set<string>();
let tokenRequests = 0;

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  oauth.service.on('beforeResponse', (response: { statusCode: number; body: Record<string, unknown> }) => {
    tokenRequests += 1;
    if (response.statusCode === 200) accepted.add(String(response.body.access_token));
  });
  upstream = await startFakeUpstream(async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !accepted.has(token)) return sendJson(response, 401, { message: 'Invalid token' });
    sendJson(response, 200, { value: [{ url: request.url }], totalResults: 1000 });
  });
});
afterAll(async () => {
  await oauth.stop();
  await upstream.close();
  await Promise.all(instances.map(async (engine) => [await engine.close(), await engine.store.close()]));
  await deleteKeysUnder(redisUrl, prefix);
});
beforeEach(() => {
  accepted.clear();
  tokenRequests = 0;
});

const prefix = `portal-test:${randomUUID()}:`;
const box = createSecretBox(randomBytes(32));
const instance = () =>
  createTestEngine({ store: createRedisStore(redisUrl, prefix), cacheKeySecret: 'cluster', secretBox: box });
let instances = [instance(), instance()];
afterEach(async () => {
  await Promise.all(instances.map(async (engine) => [await engine.close(), await engine.store.close()]));
  instances = [instance(), instance()];
});

const oauthServer = () =>
  serverAt(upstream.url, 'default', 'auth2ropasswordcredentias', {
    username: 'ana@example.com',
    password: 'secret password',
    clientid: 'portal',
    secret: 'client-secret',
    // The issuer names itself localhost; credentials go over plain http only to the allowed 127.0.0.1.
    tokenurl: `${oauth.issuer.url?.replace('//localhost:', '//127.0.0.1:')}/token`,
  });
const pageCall = (server: ReturnType<typeof oauthServer>, offset: number) =>
  instances[offset % 2].call(inputFor(server, endpointFor('rows'), { params: { offset } }));

describe('the OAuth2 password grant in a cluster', () => {
  it('makes one token request for 40 cold calls spread over two instances', async () => {
    const server = oauthServer();
    const before = upstream.requests.length;
    const results = await Promise.all(Array.from({ length: 40 }, (_, offset) => pageCall(server, offset)));
    expect(results.map((result) => dataOf(result).offset)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(tokenRequests).toBe(1);
    const bearers = new Set(upstream.requests.slice(before).map((request) => request.headers.authorization));
    expect(bearers.size).toBe(1);
  });

  it('renews the token once for the whole cluster after the upstream refuses it', async () => {
    const server = oauthServer();
    await Promise.all([pageCall(server, 0), pageCall(server, 1)]);
    expect(tokenRequests).toBe(1);
    accepted.clear();
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => pageCall(server, index + 2)));
    expect(results.map((result) => dataOf(result).offset)).toHaveLength(20);
    expect(tokenRequests).toBe(2);
  });

  it('keeps the token in Redis sealed with the application key, never in clear', async () => {
    const server = oauthServer();
    await pageCall(server, 0);
    const [token] = accepted;
    const raw = instances[0].store.redis!;
    const keys = await raw.keys(`${prefix}cache:token:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const stored = await raw.getBuffer(key.slice(prefix.length));
      expect(stored?.toString('utf8')).not.toContain(token);
      expect(stored?.toString('utf8')).toMatch(/^v1\./);
    }
  });
});
