import { hashToken, newToken } from '../../crypto/tokens.ts';
import type { Db } from '../../db/database.ts';
import { linkTokenLifetimeMs } from './link-tokens.ts';

export type RegistrationDetails = {
  email: string;
  accountName: string;
  nameKey: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
};

/** Stores one registration and answers the token of its activation link (only its digest is kept). */
export async function insertRegistration(db: Db, details: RegistrationDetails): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('registrations')
    .values({
      token_hash: hashToken(token),
      email: details.email,
      account_name: details.accountName,
      name_key: details.nameKey,
      first_name: details.firstName,
      last_name: details.lastName,
      password_hash: details.passwordHash,
      expires_at: now + linkTokenLifetimeMs.activation,
      created_at: now,
    })
    .execute();
  return token;
}

/** The registration a link names, unless its link expired. */
export async function findUsableRegistration(db: Db, token: string) {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
}

/**
 * Takes the registration out of the table, unless a concurrent activation took it first or its link
 * expired since it was found. Answers whether it did.
 */
export async function takeRegistration(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('registrations')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Removes every registration of the address, whatever its state; answers how many there were. */
export async function deleteRegistrationsOf(db: Db, email: string): Promise<number> {
  const result = await db.deleteFrom('registrations').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteRegistration(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('registrations').where('token_hash', '=', tokenHash).execute();
}

/** Forgets registrations whose link expired before the moment given. */
export async function deleteRegistrationsExpiredBefore(db: Db, moment: number): Promise<void> {
  await db.deleteFrom('registrations').where('expires_at', '<', moment).execute();
}
