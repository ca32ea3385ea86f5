import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db, migrate, pastCatalogRaces } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as tenantKeys from './migrations/0002-tenant-keys.ts';

// A database from before registrations had a table of their own: a registration nobody activated
// was an account with an inactive user and an unused activation link. It moves to the new table
// with its link, so the mail already sent still activates it, and holds no name or address.
describe('moving unactivated registrations to their own table', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-registrations-'));
  const onPostgres = process.env.TEST_DB === 'postgres';
  const schema = onPostgres ? `r_${randomBytes(6).toString('hex')}` : undefined;
  let db: Db;
  const now = Date.now();
  const [waiting, activated] = [randomUUID(), randomUUID()];
  const account = (id: string) => ({ id, name: `Name ${id}`, name_key: `name ${id}`, created_at: now });
  const user = (id: string, active: number) => ({
    id,
    account_id: id,
    email: `${id}@example.com`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    password_hash: `hash of ${id}`,
    active,
    roles: '["admin","designer","user"]',
    custom1: '',
    custom2: '',
    custom3: '',
    embed: 0,
    last_access: null,
    created_at: now,
  });
  const activation = (id: string, usedAt: number | null) => ({
    token_hash: `digest of ${id}`,
    kind: 'activation' as const,
    user_id: id,
    account_id: id,
    expires_at: now + 3_600_000,
    used_at: usedAt,
    created_at: now,
  });

  beforeAll(async () => {
    ({ db } = createDatabase({
      databaseUrl: onPostgres ? process.env.TEST_DATABASE_URL : undefined,
      dataDir,
      schema,
    }));
    if (schema) await db.schema.createSchema(schema).execute();
    const before = new Migrator({
      db,
      provider: { getMigrations: async () => ({ '0001-initial': initial, '0002-tenant-keys': tenantKeys }) },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await pastCatalogRaces(() => before.migrateToLatest());
    if (error) throw error;
    await db
      .insertInto('accounts')
      .values([account(waiting), account(activated)])
      .execute();
    await db
      .insertInto('users')
      .values([user(waiting, 0), user(activated, 1)])
      .execute();
    await db
      .insertInto('tokens')
      .values([activation(waiting, null), activation(activated, now)])
      .execute();
    await migrate(db, { schema });
  });
  afterAll(async () => {
    if (schema) await db.schema.dropSchema(schema).ifExists().cascade().execute();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('carries the waiting registration over with its link, and leaves no account for it', async () => {
    expect(await db.selectFrom('registrations').selectAll().execute()).toEqual([
      {
        token_hash: `digest of ${waiting}`,
        email: `${waiting}@example.com`,
        account_name: `Name ${waiting}`,
        name_key: `name ${waiting}`,
        first_name: 'Ada',
        last_name: 'Lovelace',
        password_hash: `hash of ${waiting}`,
        expires_at: now + 3_600_000,
        created_at: now,
      },
    ]);
    expect(await db.selectFrom('accounts').select('id').execute()).toEqual([{ id: activated }]);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([{ id: activated }]);
    expect(await db.selectFrom('tokens').select('token_hash').execute()).toEqual([
      { token_hash: `digest of ${activated}` },
    ]);
  });
});
