import type { Role } from '@portal/contracts';
import type { Db } from '../../db/database.ts';

const sessionUserColumns = [
  'id',
  'account_id',
  'email',
  'first_name',
  'last_name',
  'roles',
  'embed',
] as const;

/** Whether an account holds the name, in any letter case. */
export async function accountNameExists(db: Db, nameKey: string): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').where('name_key', '=', nameKey).executeTakeFirst();
  return row !== undefined;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** E-mail is unique across all accounts, so sign-in needs no account name. */
export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([...sessionUserColumns, 'password_hash', 'active'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Db, accountId: string, userId: string) {
  return db
    .selectFrom('users')
    .select([...sessionUserColumns, 'active'])
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export type NewAccount = {
  accountId: string;
  accountName: string;
  nameKey: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Null when the owner chooses a password after activation, through a mailed link. */
  passwordHash: string | null;
  roles: Role[];
};

/** An activated registration's account and its first user, active from the start. */
export async function insertAccountWithOwner(db: Db, account: NewAccount): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('accounts')
    .values({
      id: account.accountId,
      name: account.accountName,
      name_key: account.nameKey,
      created_at: now,
      owner_id: account.userId,
    })
    .execute();
  await db
    .insertInto('users')
    .values({
      id: account.userId,
      account_id: account.accountId,
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      password_hash: account.passwordHash,
      active: 1,
      roles: JSON.stringify(account.roles),
      custom1: '',
      custom2: '',
      custom3: '',
      embed: 0,
      last_access: null,
      created_at: now,
    })
    .execute();
}

type Owner = { userId: string; accountId: string };

export async function activateUser(db: Db, owner: Owner): Promise<void> {
  await db
    .updateTable('users')
    .set({ active: 1 })
    .where('account_id', '=', owner.accountId)
    .where('id', '=', owner.userId)
    .execute();
}

export async function setPasswordHash(db: Db, owner: Owner, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('account_id', '=', owner.accountId)
    .where('id', '=', owner.userId)
    .execute();
}

export async function findAccountName(db: Db, accountId: string): Promise<string | undefined> {
  const row = await db.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirst();
  return row?.name;
}
