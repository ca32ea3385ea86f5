import type { SsoRefusalCode } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { ProviderRecord } from './identity-provider-repository.ts';
import type { ReceivedIdentity } from './read-claims.ts';
import { findLinkedUser, findUserByEmail, hasIdentityAt, type SignInUser } from './sign-in-repository.ts';

/** Who a single sign-on signs in, as DESIGN.md §4a decides it; nothing is written here. */
export type PersonChoice =
  | { kind: 'linked'; user: SignInUser }
  | { kind: 'link'; user: SignInUser }
  | { kind: 'create' }
  | { kind: 'refused'; code: SsoRefusalCode };

const refused = (code: SsoRefusalCode): PersonChoice => ({ kind: 'refused', code });

/**
 * The user linked to (provider, subject) signs in, if still active. The first time, only a verified
 * e-mail in one of the provider's domains counts: the user of the provider's account with that
 * address is linked (once per provider), or, with jit, a user is created there. A user of another
 * account is never signed in, nor linked, whatever the provider says: e-mail is unique across the
 * portal, and no account may take another's address.
 */
export async function choosePerson(
  db: Db,
  provider: ProviderRecord,
  identity: ReceivedIdentity,
): Promise<PersonChoice> {
  const linked = await findLinkedUser(db, provider, identity.subject);
  if (linked) return linked.active === 1 ? { kind: 'linked', user: linked } : refused('disabled');
  const { email } = identity;
  if (!email) return refused('no_email');
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!email.includes('@') || !provider.emailDomains.includes(domain)) return refused('outside_domains');
  if (!identity.emailVerified) return refused('unverified_email');
  const existing = await findUserByEmail(db, email);
  if (existing && existing.account_id !== provider.accountId) return refused('other_account');
  if (existing) {
    if (existing.active !== 1) return refused('disabled');
    if (await hasIdentityAt(db, provider.id, existing.id)) return refused('already_linked');
    return { kind: 'link', user: existing };
  }
  return provider.jit ? { kind: 'create' } : refused('no_user');
}
