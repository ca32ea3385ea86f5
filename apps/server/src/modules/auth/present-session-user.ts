import type { Role, SessionUser } from '@portal/contracts';
import { abilitiesOf } from '../access/policies.ts';

type UserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string;
  embed: number;
};

/**
 * The user object login and /api/vt answer (SPEC.md §3, DESIGN.md §4), with what the policies let
 * them do, which the web app's guard, menus and buttons read (docs/DECISIONS.md).
 */
export function presentSessionUser(row: UserRow): SessionUser {
  const roles = JSON.parse(row.roles) as Role[];
  return {
    uuid: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    roles,
    settings: { addons: { embed: row.embed } },
    abilities: abilitiesOf({ roles }),
  };
}
