import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db, migrate, pastCatalogRaces } from './database.ts';
import * as initial from './migrations/0001-initial.ts';

// A database created before the tenant keys: its rows are carried over, and any link row that
// already tied two accounts (a breach) is dropped rather than kept.
describe('adding the tenant keys to an existing database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
  const onPostgres = process.env.TEST_DB === 'postgres';
  const schema = onPostgres ? `k_${randomBytes(6).toString('hex')}` : undefined;
  let db: Db;
  const now = Date.now();
  const account = (id: string) => ({ id, name: id, name_key: id, created_at: now });
  const user = (id: string, accountId: string) => ({
    id,
    account_id: accountId,
    email: `${id}@example.com`,
    first_name: 'A',
    last_name: 'B',
    password_hash: null,
    active: 1,
    roles: '[]',
    custom1: '',
    custom2: '',
    custom3: '',
    embed: 0,
    last_access: null,
    created_at: now,
  });
  const [a, b, alice, bob, group] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    ({ db } = createDatabase({
      databaseUrl: onPostgres ? process.env.TEST_DATABASE_URL : undefined,
      dataDir,
      schema,
    }));
    if (schema) await db.schema.createSchema(schema).execute();
    const first = new Migrator({
      db,
      provider: { getMigrations: async () => ({ '0001-initial': initial }) },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await pastCatalogRaces(() => first.migrateToLatest());
    if (error) throw error;
    await db
      .insertInto('accounts')
      .values([account(a), account(b)])
      .execute();
    await db
      .insertInto('users')
      .values([user(alice, a), user(bob, b)])
      .execute();
    await db
      .insertInto('groups')
      .values({ id: group, account_id: a, name: 'Team', created_at: now })
      .execute();
    await db
      .insertInto('group_users')
      .values([
        { group_id: group, user_id: alice, account_id: a },
        { group_id: group, user_id: bob, account_id: a },
      ])
      .execute();
    await migrate(db, { schema });
  });
  afterAll(async () => {
    if (schema) await db.schema.dropSchema(schema).ifExists().cascade().execute();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the rows of each account and drops the link that crossed accounts', async () => {
    const members = await db.selectFrom('group_users').select(['user_id', 'account_id']).execute();
    expect(members).toEqual([{ user_id: alice, account_id: a }]);
    expect((await db.selectFrom('users').select('id').execute()).map((row) => row.id).sort()).toEqual(
      [alice, bob].sort(),
    );
  });

  it('then refuses such a link, and lets deletes cascade as before', async () => {
    await expect(
      db.insertInto('group_users').values({ group_id: group, user_id: bob, account_id: a }).execute(),
    ).rejects.toThrow();
    await db.deleteFrom('users').where('id', '=', alice).execute();
    expect(await db.selectFrom('group_users').selectAll().execute()).toEqual([]);
  });
});
