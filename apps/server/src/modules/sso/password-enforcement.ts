import type { Db } from '../../db/database.ts';
import { accountEnforcesSso } from './identity-provider-repository.ts';
import { findOwnerId } from './sign-in-repository.ts';

/** How 'enforce' (DESIGN.md §4a) bears on a password sign-in or reset of one address. */
export type PasswordRule = {
  /**
   * The address's domain is signed in by a provider of an account that requires single sign-on:
   * known from the domain alone, so it may be said before any password check, for known and
   * unknown addresses alike, revealing nothing about who exists.
   */
  enforcedDomain: boolean;
  /** The address's user is in an account that requires single sign-on (say so only after the right password). */
  enforcedAccount: boolean;
  /** The user is their account's owner, who keeps a password as the way back. */
  owner: boolean;
};

export async function passwordRuleFor(
  db: Db,
  email: string,
  user: { id: string; account_id: string } | undefined,
): Promise<PasswordRule> {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const claim = await db
    .selectFrom('identity_provider_domains')
    .select('account_id')
    .where('domain', '=', domain)
    .executeTakeFirst();
  const enforcedDomain = claim ? await accountEnforcesSso(db, claim.account_id) : false;
  if (!user) return { enforcedDomain, enforcedAccount: false, owner: false };
  const enforcedAccount =
    claim?.account_id === user.account_id ? enforcedDomain : await accountEnforcesSso(db, user.account_id);
  if (!enforcedDomain && !enforcedAccount) return { enforcedDomain, enforcedAccount, owner: false };
  return { enforcedDomain, enforcedAccount, owner: (await findOwnerId(db, user.account_id)) === user.id };
}

/** Whether the user may have a password: their account does not require single sign-on, or they own it. */
export async function mayKeepPassword(db: Db, user: { id: string; account_id: string }): Promise<boolean> {
  if (!(await accountEnforcesSso(db, user.account_id))) return true;
  return (await findOwnerId(db, user.account_id)) === user.id;
}
