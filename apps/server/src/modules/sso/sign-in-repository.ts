import { randomUUID } from 'node:crypto';
import type { Role } from '@portal/contracts';
import type { Db } from '../../db/database.ts';

/** What a single sign-on needs of a portal user. */
export type SignInUser = {
  id: string;
  account_id: string;
  email: string;
  first_name: string;
  last_name: string;
  active: number;
  roles: string;
};

const columns = ['id', 'account_id', 'email', 'first_name', 'last_name', 'active', 'roles'] as const;

/** The user a provider's subject was linked to at their first sign-in. */
export function findLinkedUser(db: Db, provider: { id: string; accountId: string }, subject: string) {
  return db
    .selectFrom('user_identities as i')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'i.user_id').onRef('u.account_id', '=', 'i.account_id'),
    )
    .select(columns.map((column) => `u.${column}` as const))
    .where('i.provider_id', '=', provider.id)
    .where('i.account_id', '=', provider.accountId)
    .where('i.subject', '=', subject)
    .executeTakeFirst() as Promise<SignInUser | undefined>;
}

/** The user of this address in any account: e-mail is unique across the portal. */
export function findUserByEmail(db: Db, email: string): Promise<SignInUser | undefined> {
  return db.selectFrom('users').select(columns).where('email', '=', email).executeTakeFirst();
}

/** Whether the user already has an identity at the provider (under another subject). */
export async function hasIdentityAt(db: Db, providerId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_identities')
    .select('subject')
    .where('provider_id', '=', providerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertIdentity(
  trx: Db,
  link: { providerId: string; subject: string; accountId: string; userId: string },
): Promise<void> {
  await trx
    .insertInto('user_identities')
    .values({
      provider_id: link.providerId,
      subject: link.subject,
      account_id: link.accountId,
      user_id: link.userId,
      created_at: Date.now(),
    })
    .execute();
}

/** A person created at their first sign-in: active, without a password (they sign in at the provider). */
export async function insertSignInUser(
  trx: Db,
  user: { accountId: string; email: string; firstName: string; lastName: string; roles: Role[] },
): Promise<SignInUser> {
  const row = {
    id: randomUUID(),
    account_id: user.accountId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    active: 1,
    roles: JSON.stringify(user.roles),
  };
  await trx
    .insertInto('users')
    .values({
      ...row,
      password_hash: null,
      custom1: '',
      custom2: '',
      custom3: '',
      embed: 0,
      last_access: null,
      created_at: Date.now(),
      external_id: null,
    })
    .execute();
  return row;
}

/** The user's groups among these. */
export async function memberGroupsAmong(db: Db, accountId: string, userId: string, groupIds: string[]) {
  if (groupIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('group_users')
    .select('group_id')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('group_id', 'in', groupIds)
    .execute();
  return new Set(rows.map((row) => row.group_id));
}

export async function addMemberships(trx: Db, accountId: string, userId: string, groupIds: string[]) {
  if (groupIds.length === 0) return;
  await trx
    .insertInto('group_users')
    .values(groupIds.map((groupId) => ({ group_id: groupId, user_id: userId, account_id: accountId })))
    .execute();
}

export async function removeMemberships(trx: Db, accountId: string, userId: string, groupIds: string[]) {
  if (groupIds.length === 0) return;
  await trx
    .deleteFrom('group_users')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('group_id', 'in', groupIds)
    .execute();
}

export async function setRoles(trx: Db, accountId: string, userId: string, roles: Role[]) {
  await trx
    .updateTable('users')
    .set({ roles: JSON.stringify(roles) })
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
}

/** The account's owner (who keeps a password when single sign-on is enforced), or null. */
export async function findOwnerId(db: Db, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('owner_id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}

export async function groupNames(
  db: Db,
  accountId: string,
  groupIds: string[],
): Promise<Map<string, string>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', 'in', groupIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
