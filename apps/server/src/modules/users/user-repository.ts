import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

/** Every column but the password hash, which never leaves the auth module. */
const userColumns = [
  'id',
  'account_id',
  'email',
  'first_name',
  'last_name',
  'active',
  'roles',
  'custom1',
  'custom2',
  'custom3',
  'embed',
  'last_access',
  'created_at',
] as const;

/** 1 while the user has not chosen a password (an invitation is open), without reading the hash. */
const invitationPending = sql<number>`case when password_hash is null then 1 else 0 end`.as(
  'invitation_pending',
);

export type UserRecord = Pick<UserRow, (typeof userColumns)[number]> & { invitation_pending: number };

export function listUsers(db: Db, accountId: string): Promise<UserRecord[]> {
  return db
    .selectFrom('users')
    .select([...userColumns, invitationPending])
    .where('account_id', '=', accountId)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('email')
    .execute();
}

export function findUser(db: Db, accountId: string, userId: string): Promise<UserRecord | undefined> {
  return db
    .selectFrom('users')
    .select([...userColumns, invitationPending])
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** False until the user has chosen a password through their invitation (or a reset) link. */
export async function hasPassword(db: Db, accountId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.password_hash);
}

/** E-mail is unique across every account (sign-in has no account name). */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, row: Omit<UserRow, 'last_access' | 'external_id'>): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...row, last_access: null })
    .execute();
}

export type UserChanges = Pick<
  UserRow,
  'first_name' | 'last_name' | 'active' | 'roles' | 'custom1' | 'custom2' | 'custom3' | 'embed'
>;

export async function updateUser(
  db: Db,
  accountId: string,
  userId: string,
  changes: UserChanges,
): Promise<void> {
  await db
    .updateTable('users')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
}

/** Sessions, link tokens and group memberships go with the user (foreign keys cascade). */
export async function deleteUser(db: Db, accountId: string, userId: string): Promise<void> {
  await db.deleteFrom('users').where('account_id', '=', accountId).where('id', '=', userId).execute();
}

export async function findAccountName(db: Db, accountId: string): Promise<string> {
  const row = await db.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirst();
  return row?.name ?? '';
}
