import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db, migrate } from './database.ts';
import { announceChange } from './watch-writes.ts';

// The real database of the project under test: SQLite in a fresh folder, or a schema of its own.
const onPostgres = process.env.TEST_DB === 'postgres';
const schema = onPostgres ? `w_${randomBytes(6).toString('hex')}` : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-watch-'));
let notified = 0;
/** The accounts told of, in order; undefined for every account. */
let told: Array<string | undefined> = [];
let db: Db;

beforeAll(async () => {
  ({ db } = createDatabase({
    databaseUrl: onPostgres ? process.env.TEST_DATABASE_URL : undefined,
    dataDir,
    schema,
    onCommittedChange: async (accountId) => {
      notified += 1;
      told.push(accountId);
    },
  }));
  await migrate(db, { schema });
});
afterAll(async () => {
  if (schema) await db.schema.dropSchema(schema).ifExists().cascade().execute();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  notified = 0;
  told = [];
});

async function addAccountAndUser() {
  const accountId = randomUUID();
  const userId = randomUUID();
  const now = Date.now();
  await db
    .insertInto('accounts')
    .values({ id: accountId, name: accountId, name_key: accountId, created_at: now })
    .execute();
  await db
    .insertInto('users')
    .values({
      id: userId,
      account_id: accountId,
      email: `${userId}@example.com`,
      first_name: 'A',
      last_name: 'B',
      password_hash: null,
      active: 1,
      roles: '["user"]',
      custom1: '',
      custom2: '',
      custom3: '',
      embed: 0,
      last_access: null,
      created_at: now,
    })
    .execute();
  return { accountId, userId };
}

describe('watching the writes the hot path must see', () => {
  it('tells of a committed change to a copied table, and not of reads or of other tables', async () => {
    const { accountId, userId } = await addAccountAndUser();
    notified = 0;
    await db.selectFrom('users').selectAll().where('id', '=', userId).execute();
    await sql`select count(*) from users`.execute(db);
    await db
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        account_id: accountId,
        user_id: userId,
        action: 'x',
        detail: '{}',
        created_at: 1,
      })
      .execute();
    expect(notified).toBe(0);
    await db.updateTable('users').set({ roles: '["admin"]' }).where('id', '=', userId).execute();
    expect(notified).toBe(1);
    await sql`update users set active = 0 where id = ${userId}`.execute(db);
    expect(notified).toBe(2);
  });

  it('stays silent about a new session and the last-seen times every request writes', async () => {
    const { accountId, userId } = await addAccountAndUser();
    notified = 0;
    const tokenHash = randomUUID();
    await db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        account_id: accountId,
        fingerprint: '',
        created_at: 1,
        last_seen_at: 1,
      })
      .execute();
    await db.updateTable('sessions').set({ last_seen_at: 2 }).where('token_hash', '=', tokenHash).execute();
    await db.updateTable('users').set({ last_access: 2 }).where('id', '=', userId).execute();
    expect(notified).toBe(0);
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    expect(notified).toBe(1);
  });

  it('tells of a change made in a transaction only once it has committed', async () => {
    const { accountId } = await addAccountAndUser();
    notified = 0;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('groups')
        .values({ id: randomUUID(), account_id: accountId, name: randomUUID(), created_at: 1 })
        .execute();
      expect(notified).toBe(0);
    });
    expect(notified).toBe(1);
  });

  it('stays silent about a transaction that rolled back', async () => {
    const { accountId } = await addAccountAndUser();
    notified = 0;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('groups')
          .values({ id: randomUUID(), account_id: accountId, name: randomUUID(), created_at: 1 })
          .execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(notified).toBe(0);
    await db.selectFrom('groups').selectAll().execute();
    expect(notified).toBe(0);
  });
});

describe('changes announced by account, and the safety net for the rest', () => {
  const addGroupIn = (trx: Db, accountId: string) =>
    trx
      .insertInto('groups')
      .values({ id: randomUUID(), account_id: accountId, name: randomUUID(), created_at: 1 })
      .execute();

  it('tells of a change announced in its transaction for its account alone, once committed', async () => {
    const { accountId } = await addAccountAndUser();
    told = [];
    await db.transaction().execute(async (trx) => {
      await addGroupIn(trx, accountId);
      await announceChange(trx, accountId);
      expect(told).toEqual([]);
    });
    expect(told).toEqual([accountId]);
  });

  it('tells every account of a write in a transaction that announced nothing, or outside one', async () => {
    const { accountId } = await addAccountAndUser();
    told = [];
    await db.transaction().execute((trx) => addGroupIn(trx, accountId));
    await addGroupIn(db, accountId);
    expect(told).toEqual([undefined, undefined]);
  });

  it('tells every account of raw SQL that writes, whatever its shape, even in an announced transaction', async () => {
    const { accountId, userId } = await addAccountAndUser();
    const writes = [
      sql`/* an operator's fix */ update users set custom1 = 'x' where id = ${userId}`,
      sql`UPDATE "users" SET custom2 = 'y' WHERE id = ${userId}`,
      sql`with chosen as (select ${userId} as id) update users set custom3 = 'z' where id in (select id from chosen)`,
      sql`
        delete from group_users where user_id = ${userId}`,
    ];
    for (const write of writes) {
      told = [];
      await write.execute(db);
      expect(told, write.compile(db).sql).toEqual([undefined]);
    }
    told = [];
    await db.transaction().execute(async (trx) => {
      await announceChange(trx, accountId);
      await sql`update users set custom1 = 'w' where id = ${userId}`.execute(trx);
    });
    expect(told).toEqual([undefined]);
  });

  it('stays silent about raw reads and raw writes to tables no copy holds', async () => {
    const { accountId, userId } = await addAccountAndUser();
    told = [];
    await sql`select count(*) from users where id = ${userId}`.execute(db);
    await sql`delete from audit_log where account_id = ${accountId}`.execute(db);
    await db.transaction().execute(async (trx) => {
      await sql`select id from groups where account_id = ${accountId}`.execute(trx);
    });
    expect(told).toEqual([]);
  });

  it('refuses an announcement made outside a transaction, where no commit follows', async () => {
    await expect(announceChange(db, randomUUID())).rejects.toThrow('inside the transaction');
  });
});
