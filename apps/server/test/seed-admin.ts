import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/crypto/passwords.ts';
import type { Db } from '../src/db/database.ts';

/** A new account with one user of the given roles, written straight into the database. */
export async function seedUser(
  db: Db,
  password: string,
  roles: string[] = ['admin'],
  accountId?: string,
): Promise<{ id: string; accountId: string; email: string }> {
  const account = accountId ?? randomUUID();
  if (!accountId) {
    await db
      .insertInto('accounts')
      .values({
        id: account,
        name: `Faults ${account}`,
        name_key: `faults ${account}`,
        created_at: Date.now(),
      })
      .execute();
  }
  const id = randomUUID();
  const email = `user-${id}@example.com`;
  await db
    .insertInto('users')
    .values({
      id,
      account_id: account,
      email,
      first_name: 'Test',
      last_name: roles.join(' '),
      password_hash: await hashPassword(password),
      active: 1,
      roles: JSON.stringify(roles),
      custom1: '',
      custom2: '',
      custom3: '',
      embed: 0,
      last_access: null,
      created_at: Date.now(),
    })
    .execute();
  return { id, accountId: account, email };
}
