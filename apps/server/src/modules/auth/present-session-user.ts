import type { Role, SessionUser } from '@portal/contracts';

type UserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string;
  embed: number;
};

/** The user object login and /api/vt answer (SPEC.md §3, DESIGN.md §4). */
export function presentSessionUser(row: UserRow): SessionUser {
  return {
    uuid: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    roles: JSON.parse(row.roles) as Role[],
    settings: { addons: { embed: row.embed } },
  };
}
