import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointFor, failureOf, inputFor, serverAt } from '../../test/proxy/engine-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../test/proxy/start-fake-upstream.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import contextPlugin from '../plugins/context.ts';
import metricsPlugin from '../plugins/metrics.ts';
import secretBoxPlugin from '../plugins/secret-box.ts';
import { createServiceFaults } from '../service-faults.ts';
import { createMemoryStore, type SharedStore } from '../shared-store/shared-store.ts';
import proxyEnginePlugin from './proxy-engine-plugin.ts';

async function appWith(environment: Record<string, string>, store: SharedStore = createMemoryStore()) {
  const app = Fastify();
  const config = loadConfig({ DEMO: '0', UPSTREAM_TIMEOUT_MS: '1000', ...environment });
  await app.register(contextPlugin, {
    config,
    db: {} as Db,
    dialect: 'sqlite',
    store,
    faults: createServiceFaults(),
  });
  await app.register(secretBoxPlugin);
  await app.register(metricsPlugin);
  await app.register(proxyEnginePlugin);
  await app.ready();
  return app;
}

describe('the proxy engine plugin', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, { value: [] }));
  });
  afterAll(() => upstream.close());

  it('gives the app one engine built from its config, guarded by UPSTREAM_ALLOW', async () => {
    const app = await appWith({ UPSTREAM_ALLOW: '', APP_SECRET_KEY: '1f'.repeat(32) });
    const error = await failureOf(
      app.proxyEngine.call(inputFor(serverAt('http://127.0.0.1:9/'), endpointFor('x'))),
    );
    expect(error.code).toBe('upstream_blocked');
    await app.close();
  });

  it('lets instances with the same application key share cached answers, and only them', async () => {
    const store = createMemoryStore();
    const allow = { UPSTREAM_ALLOW: '127.0.0.1' };
    const instances = [
      await appWith({ ...allow, APP_SECRET_KEY: '2e'.repeat(32) }, store),
      await appWith({ ...allow, APP_SECRET_KEY: '2e'.repeat(32) }, store),
      await appWith({ ...allow, APP_SECRET_KEY: '3d'.repeat(32) }, store),
    ];
    try {
      const input = inputFor(serverAt(upstream.url), endpointFor('rows'));
      const before = upstream.requests.length;
      await instances[0].proxyEngine.call(input);
      await instances[1].proxyEngine.call(input);
      expect(upstream.requests.length - before).toBe(1);
      await instances[2].proxyEngine.call(input);
      expect(upstream.requests.length - before).toBe(2);
    } finally {
      await Promise.all(instances.map((app) => app.close()));
    }
  });
});
