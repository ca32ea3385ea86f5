import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csrfHeader, type Role } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { closeContext, createContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/crypto/passwords.ts';
import { hashToken, newToken } from '../src/crypto/tokens.ts';
import type { AppContext } from '../src/plugins/context.ts';
import type { SharedStore } from '../src/shared-store/shared-store.ts';
import { watchRequestWrites } from './unannounced-writes.ts';

export type TestApp = {
  app: FastifyInstance;
  context: AppContext;
  dataDir: string;
  /** PostgreSQL only: the schema of this test's tables. */
  schema?: string;
  close(): Promise<void>;
};

/**
 * The real application on a real database: SQLite in a fresh folder, or, when the test project is
 * 'postgres', PostgreSQL in a schema of its own that is dropped afterwards.
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: {
    logStream?: { write(line: string): void };
    store?: SharedStore;
    /** The built web app to serve instead of apps/web/dist (which a test may not find built). */
    webDist?: string;
    /** The renderer of first screens (apps/web's source or build); none unless given. */
    webRenderer?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const onPostgres = process.env.TEST_DB === 'postgres';
  const schema = onPostgres ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://portal.test',
      DEMO: '0',
      ...(onPostgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      ...environment,
    }),
    ...(options.webDist ? { webDist: options.webDist } : {}),
    webRenderer: options.webRenderer,
  };
  const writes = watchRequestWrites();
  const context = await createContext(config, {
    schema,
    store: options.store,
    onCommittedChange: writes.onCommittedChange,
  });
  const app = await buildApp({
    ...context,
    firstHooks: writes.firstHooks,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    context,
    dataDir,
    schema,
    async close() {
      await app.close();
      if (schema) await context.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await closeContext(context);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the same portal, as a cluster runs it: the first one's database and
 * configuration, so the same Redis when the first names one, or the store handed in (left open).
 * Close it before the first.
 */
export async function createSecondInstance(first: TestApp, store?: SharedStore): Promise<TestApp> {
  const writes = watchRequestWrites();
  const context = await createContext(first.context.config, {
    schema: first.schema,
    store,
    onCommittedChange: writes.onCommittedChange,
  });
  const app = await buildApp({ ...context, logger: false, firstHooks: writes.firstHooks });
  await app.ready();
  return {
    app,
    context,
    dataDir: first.dataDir,
    schema: first.schema,
    async close() {
      await app.close();
      // A store handed in belongs to the test, which may still share it with the first instance.
      if (store) await context.db.destroy();
      else await closeContext(context);
    },
  };
}

/** Headers a state-changing call from the portal's own pages carries. */
export function apiHeaders(cookie?: string): Record<string, string> {
  return {
    [csrfHeader.name]: csrfHeader.value,
    ...(cookie ? { cookie } : {}),
  };
}

export type TestUser = {
  id: string;
  accountId: string;
  email: string;
  password: string;
  roles: Role[];
  /** A ready "name=value" cookie header of a fresh session. */
  cookie: string;
};

let knownHash: Promise<string> | undefined;
const knownPassword = 'correct horse battery';

/** A fresh account with one active user of the given roles, signed in. Each test gets its own tenant. */
export async function createTenant(test: TestApp, roles: Role[] = ['admin', 'designer', 'user']) {
  const accountId = randomUUID();
  const now = Date.now();
  await test.context.db
    .insertInto('accounts')
    .values({
      id: accountId,
      name: `Account ${accountId}`,
      name_key: `account ${accountId}`,
      created_at: now,
    })
    .execute();
  const user = await addUser(test, accountId, roles);
  return { accountId, user };
}

/** Another active, signed-in user in an existing account. */
export async function addUser(test: TestApp, accountId: string, roles: Role[]): Promise<TestUser> {
  knownHash ??= hashPassword(knownPassword);
  const id = randomUUID();
  const email = `user-${id}@example.com`;
  const now = Date.now();
  await test.context.db
    .insertInto('users')
    .values({
      id,
      account_id: accountId,
      email,
      first_name: 'Test',
      last_name: 'User',
      password_hash: await knownHash,
      active: 1,
      roles: JSON.stringify(roles),
      custom1: '',
      custom2: '',
      custom3: '',
      embed: 0,
      last_access: null,
      created_at: now,
    })
    .execute();
  const token = newToken();
  await test.context.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: id,
      account_id: accountId,
      fingerprint: '',
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return {
    id,
    accountId,
    email,
    password: knownPassword,
    roles,
    cookie: `${test.app.sessions.cookieName}=${token}`,
  };
}
