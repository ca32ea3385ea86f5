import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import contextPlugin from '../plugins/context.ts';
import { createMemoryStore } from '../plugins/shared-store.ts';
import proxyEnginePlugin from './proxy-engine-plugin.ts';
import { endpointFor, failureOf, inputFor, serverAt } from './testing/engine-fixtures.ts';

describe('the proxy engine plugin', () => {
  it('gives the app one engine built from its config, guarded by UPSTREAM_ALLOW', async () => {
    const app = Fastify();
    const config = loadConfig({ DEMO: '0', UPSTREAM_ALLOW: '', UPSTREAM_TIMEOUT_MS: '1000' });
    await app.register(contextPlugin, {
      config,
      db: {} as Db,
      dialect: 'sqlite',
      store: createMemoryStore(),
    });
    await app.register(proxyEnginePlugin);
    await app.ready();
    const error = await failureOf(
      app.proxyEngine.call(inputFor(serverAt('http://127.0.0.1:9/'), endpointFor('x'))),
    );
    expect(error.code).toBe('upstream_blocked');
    await app.close();
  });
});
