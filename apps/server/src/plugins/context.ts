import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db, DialectName } from '../db/database.ts';
import type { ServiceFaults } from '../service-faults.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';

export type AppContext = {
  config: Config;
  db: Db;
  dialect: DialectName;
  store: SharedStore;
  /** Where the database pool and the Redis store report failures (logged and counted by the app). */
  faults: ServiceFaults;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: DialectName;
    store: SharedStore;
    faults: ServiceFaults;
  }
}

/** The shared services every module uses, built once by the caller of buildApp. */
async function contextPlugin(app: FastifyInstance, context: AppContext) {
  app.decorate('config', context.config);
  app.decorate('db', context.db);
  app.decorate('dialect', context.dialect);
  app.decorate('store', context.store);
  app.decorate('faults', context.faults);
}

export default fp(contextPlugin, { name: 'context' });
