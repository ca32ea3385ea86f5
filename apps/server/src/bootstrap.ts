import type { Config } from './config.ts';
import { preparePrivateFolder } from './crypto/private-files.ts';
import { createDatabase, migrate } from './db/database.ts';
import type { AppContext } from './plugins/context.ts';
import { createServiceFaults } from './service-faults.ts';
import { withInstanceFallback } from './shared-store/instance-fallback.ts';
import { withReliableGeneration } from './shared-store/reliable-generation.ts';
import { createMemoryStore, createRedisStore, type SharedStore } from './shared-store/shared-store.ts';

/**
 * Opens the database (migrated) and the shared store that buildApp needs (tests may hand in a
 * store of their own); `migrated` names the migrations this start applied.
 */
export async function createContext(
  config: Config,
  options: {
    schema?: string;
    store?: SharedStore;
    /** Told of each committed change to copied rows: its account, or undefined when nobody announced it. */
    onCommittedChange?: (accountId: string | undefined) => void;
  } = {},
): Promise<AppContext & { migrated: string[] }> {
  preparePrivateFolder(config.dataDir);
  const faults = createServiceFaults();
  const store = withReliableGeneration(
    options.store ??
      (config.redisUrl
        ? withInstanceFallback(createRedisStore(config.redisUrl, config.redisKeyPrefix, faults), faults)
        : createMemoryStore()),
  );
  const { db, dialect } = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: options.schema,
    // Every instance drops its in-memory copies of the account's sessions, permissions and
    // endpoints at once (of every account's, for a change nobody announced).
    onCommittedChange: (accountId) => {
      options.onCommittedChange?.(accountId);
      return store.bumpGeneration(accountId);
    },
    faults,
  });
  const migrated = await migrate(db, options);
  return { config, db, dialect, store, faults, migrated };
}

export async function closeContext(context: AppContext): Promise<void> {
  await context.store.close();
  await context.db.destroy();
}
