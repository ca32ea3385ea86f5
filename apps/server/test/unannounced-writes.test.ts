import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { closeContext, createContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { announceChange } from '../src/db/watch-writes.ts';
import type { AppContext } from '../src/plugins/context.ts';
import { watchRequestWrites } from './unannounced-writes.ts';

// The harness's own check, on an app with three routes of its own: one renames the account without
// announcing it, one announces it, one writes a row of a table no instance copies.
describe('the test harness, on a request that commits a write nobody announced', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-writes-'));
  let context: AppContext;
  let app: FastifyInstance;
  const accountId = '9f3c2f3a-7d1e-4a52-9a8e-5a0f4f1b2c3d';

  beforeAll(async () => {
    const writes = watchRequestWrites();
    context = await createContext(loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent' }), {
      onCommittedChange: writes.onCommittedChange,
    });
    await context.db
      .insertInto('accounts')
      .values({ id: accountId, name: 'Acme', name_key: 'acme', created_at: Date.now(), owner_id: null })
      .execute();
    const rename = (announce: boolean) => async () => {
      await context.db.transaction().execute(async (trx) => {
        await trx.updateTable('accounts').set({ name: 'Acme 2' }).where('id', '=', accountId).execute();
        if (announce) await announceChange(trx, accountId);
      });
      return { done: true };
    };
    app = await buildApp({
      ...context,
      logger: false,
      firstHooks(app) {
        writes.firstHooks(app);
        app.get('/test/unannounced', rename(false));
        app.get('/test/announced', rename(true));
        app.get('/test/nothing-found', async () => {
          await context.db.deleteFrom('groups').where('account_id', '=', accountId).execute();
          return { done: true };
        });
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeContext(context);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 500 naming the request', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/unannounced' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(
      'GET /test/unannounced committed 1 write(s) that no change announced',
    );
  });

  it('lets an announced change, and a write that changed no row, answer as usual', async () => {
    expect((await app.inject({ method: 'GET', url: '/test/announced' })).json()).toEqual({ done: true });
    expect((await app.inject({ method: 'GET', url: '/test/nothing-found' })).json()).toEqual({ done: true });
  });
});
