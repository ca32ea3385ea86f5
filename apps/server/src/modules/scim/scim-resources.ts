import { scimSchemas } from '@portal/contracts';
import type { ScimUserRow } from './scim-repository.ts';

/** Where a resource lives, from PUBLIC_URL (never from request headers). */
export const locationOf = (publicUrl: string, type: 'Users' | 'Groups', id: string) =>
  `${publicUrl}/scim/v2/${type}/${id}`;

const iso = (at: number) => new Date(at).toISOString();

/** A portal user as a SCIM User (RFC 7643 §4.1): userName is the e-mail, groups the provisioned ones. */
export function presentUser(
  publicUrl: string,
  user: ScimUserRow,
  groups: Array<{ id: string; name: string }>,
): Record<string, unknown> {
  const formatted = `${user.first_name} ${user.last_name}`.trim();
  return {
    schemas: [scimSchemas.user],
    id: user.id,
    ...(user.external_id ? { externalId: user.external_id } : {}),
    userName: user.email,
    name: { givenName: user.first_name, familyName: user.last_name, formatted },
    displayName: formatted || user.email,
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: user.active === 1,
    groups: groups.map((group) => ({
      value: group.id,
      display: group.name,
      $ref: locationOf(publicUrl, 'Groups', group.id),
    })),
    meta: {
      resourceType: 'User',
      created: iso(user.created_at),
      location: locationOf(publicUrl, 'Users', user.id),
    },
  };
}

/** A provisioned portal group as a SCIM Group (RFC 7643 §4.2). */
export function presentGroup(
  publicUrl: string,
  group: { id: string; name: string; created_at: number },
  members: Array<{ user_id: string; email: string }>,
): Record<string, unknown> {
  return {
    schemas: [scimSchemas.group],
    id: group.id,
    displayName: group.name,
    members: members.map((member) => ({
      value: member.user_id,
      display: member.email,
      $ref: locationOf(publicUrl, 'Users', member.user_id),
    })),
    meta: {
      resourceType: 'Group',
      created: iso(group.created_at),
      location: locationOf(publicUrl, 'Groups', group.id),
    },
  };
}
