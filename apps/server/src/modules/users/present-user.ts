import type { Role, User, UserSummary } from '@portal/contracts';
import type { UserRecord } from './user-repository.ts';

export function presentUser(row: UserRecord): User {
  return {
    uuid: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    active: row.active === 1,
    roles: JSON.parse(row.roles) as Role[],
    custom1: row.custom1,
    custom2: row.custom2,
    custom3: row.custom3,
    lastAccess: row.last_access,
    settings: { addons: { embed: row.embed === 1 ? 1 : 0 } },
    invitationPending: Number(row.invitation_pending) === 1,
  };
}

/** What a designer sees of a person: enough to put them in a group. */
export function presentUserSummary(
  row: Pick<UserRecord, 'id' | 'first_name' | 'last_name' | 'email'>,
): UserSummary {
  return { uuid: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email };
}
