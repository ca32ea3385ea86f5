import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db, migrate, pastCatalogRaces } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as tenantKeys from './migrations/0002-tenant-keys.ts';
import * as registrations from './migrations/0003-registrations.ts';

// A database from before pages recorded who saved them: its pages keep everything and name nobody
// as their last author, and a page saved afterwards names its author.
describe('recording who last changed a page', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-view-changed-by-'));
  const onPostgres = process.env.TEST_DB === 'postgres';
  const schema = onPostgres ? `v_${randomBytes(6).toString('hex')}` : undefined;
  let db: Db;
  const now = Date.now();
  const [accountId, viewId] = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    ({ db } = createDatabase({
      databaseUrl: onPostgres ? process.env.TEST_DATABASE_URL : undefined,
      dataDir,
      schema,
    }));
    if (schema) await db.schema.createSchema(schema).execute();
    const before = new Migrator({
      db,
      provider: {
        getMigrations: async () => ({
          '0001-initial': initial,
          '0002-tenant-keys': tenantKeys,
          '0003-registrations': registrations,
        }),
      },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await pastCatalogRaces(() => before.migrateToLatest());
    if (error) throw error;
    await db
      .insertInto('accounts')
      .values({ id: accountId, name: 'Old', name_key: 'old', created_at: now })
      .execute();
    await db
      .insertInto('views')
      .values({
        id: viewId,
        account_id: accountId,
        name: 'Orders',
        name_key: 'orders',
        type: 'search',
        metacontent: '{}',
        metadata: '{}',
        version: 3,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await migrate(db, { schema });
  });
  afterAll(async () => {
    if (schema) await db.schema.dropSchema(schema).ifExists().cascade().execute();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every page as it was, with no known author', async () => {
    const rows = await db.selectFrom('views').selectAll().execute();
    expect(
      rows.map((row) => ({ ...row, created_at: Number(row.created_at), updated_at: Number(row.updated_at) })),
    ).toEqual([
      {
        id: viewId,
        account_id: accountId,
        name: 'Orders',
        name_key: 'orders',
        type: 'search',
        metacontent: '{}',
        metadata: '{}',
        version: 3,
        created_at: now,
        updated_at: now,
        updated_by: null,
      },
    ]);
  });

  it('stores the author of a later save', async () => {
    const author = randomUUID();
    await db.updateTable('views').set({ updated_by: author }).where('id', '=', viewId).execute();
    const row = await db
      .selectFrom('views')
      .select('updated_by')
      .where('id', '=', viewId)
      .executeTakeFirstOrThrow();
    expect(row.updated_by).toBe(author);
  });
});
