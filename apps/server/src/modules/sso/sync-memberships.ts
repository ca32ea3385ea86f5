import type { AuditDetails } from '@portal/contracts';
import { roles as everyRole, type Role } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { ProviderRecord } from './identity-provider-repository.ts';
import {
  addMemberships,
  groupNames,
  memberGroupsAmong,
  removeMemberships,
  type SignInUser,
  setRoles,
} from './sign-in-repository.ts';

/** What the groups claim asks for: the mapped groups and roles, and which of them this person gets. */
export function wantedByClaim(provider: ProviderRecord, claimed: string[]) {
  const values = new Set(claimed);
  const matching = provider.groupMappings.filter((mapping) => values.has(mapping.value));
  const groupsOf = (list: typeof matching) =>
    new Set(list.flatMap((mapping) => (mapping.group ? [mapping.group] : [])));
  return {
    mappedGroups: groupsOf(provider.groupMappings),
    groups: groupsOf(matching),
    mappedRoles: new Set(provider.groupMappings.flatMap((mapping) => mapping.roles)),
    roles: new Set(matching.flatMap((mapping) => mapping.roles)),
  };
}

/** The roles of a person created at their first sign-in: the mapped roles they get, or user. */
export function rolesOfNewPerson(provider: ProviderRecord, claimed: string[]): Role[] {
  const { roles } = wantedByClaim(provider, claimed);
  return roles.size > 0 ? everyRole.filter((role) => roles.has(role)) : ['user'];
}

/**
 * Makes the person's membership of every mapped group, and each mapped role, follow the groups claim:
 * added and removed. Groups and roles that no mapping names stay as they are (hand-made memberships
 * are kept). The account's owner never loses the admin role this way: it is their way back.
 * Answers what changed, for the audit log, or undefined when nothing did.
 */
export async function syncMemberships(
  trx: Db,
  provider: ProviderRecord,
  user: SignInUser,
  claimed: string[],
  ownerId: string | null,
): Promise<AuditDetails | undefined> {
  const wanted = wantedByClaim(provider, claimed);
  const mapped = [...wanted.mappedGroups];
  const current = await memberGroupsAmong(trx, provider.accountId, user.id, mapped);
  const added = mapped.filter((group) => wanted.groups.has(group) && !current.has(group));
  const removed = mapped.filter((group) => !wanted.groups.has(group) && current.has(group));
  await addMemberships(trx, provider.accountId, user.id, added);
  await removeMemberships(trx, provider.accountId, user.id, removed);

  const before = JSON.parse(user.roles) as Role[];
  const keep = (role: Role) =>
    wanted.mappedRoles.has(role)
      ? wanted.roles.has(role) || (role === 'admin' && user.id === ownerId && before.includes(role))
      : before.includes(role);
  const after = everyRole.filter(keep);
  const rolesChanged = after.join() !== everyRole.filter((role) => before.includes(role)).join();
  if (rolesChanged) await setRoles(trx, provider.accountId, user.id, after);

  if (added.length === 0 && removed.length === 0 && !rolesChanged) return undefined;
  const names = await groupNames(trx, provider.accountId, [...added, ...removed]);
  const named = (ids: string[]) => ids.map((id) => names.get(id) ?? id).join(', ');
  return {
    groupsAdded: named(added),
    groupsRemoved: named(removed),
    ...(rolesChanged ? { rolesFrom: before.join(', '), rolesTo: after.join(', ') } : {}),
  };
}
