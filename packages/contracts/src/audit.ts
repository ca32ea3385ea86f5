import { z } from 'zod';
import { auditMessages } from './audit-messages.ts';
import { entityId } from './ids.ts';

/**
 * What the audit log records (DESIGN.md §7b), each with the words /admin/audit shows. The sign-in
 * and registration actions keep the names they were first recorded under.
 */
export const auditActionLabels = {
  login: 'Signed in',
  login_failed: 'Sign-in refused',
  login_throttled: 'Sign-in refused: too many attempts',
  register: 'Registered',
  register_known_email: 'Registration tried with a registered address',
  activate: 'Account activated',
  registration_released: 'Registration released',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset',
  invitation_accepted: 'Invitation accepted',
  password_changed: 'Own password changed',
  profile_updated: 'Own profile updated',
  'user.create': 'User created',
  'user.update': 'User updated',
  'user.delete': 'User deleted',
  'user.invite': 'User invited',
  'user.roles': 'Roles changed',
  'group.create': 'Group created',
  'group.delete': 'Group deleted',
  'group.member_add': 'Group member added',
  'group.member_remove': 'Group member removed',
  'group.view_add': 'Group view added',
  'group.view_remove': 'Group view removed',
  'server.create': 'Server created',
  'server.update': 'Server updated',
  'server.delete': 'Server deleted',
  'server.credentials': 'Server credentials changed',
  'endpoint.create': 'Endpoint created',
  'endpoint.update': 'Endpoint updated',
  'endpoint.delete': 'Endpoint deleted',
  'endpoint.import': 'Endpoints imported',
  'view.create': 'View created',
  'view.update': 'View updated',
  'view.delete': 'View deleted',
  'view.export': 'Rows exported',
  'connection.connect': 'Connected to a data server',
  'connection.disconnect': 'Disconnected from a data server',
  'connection.refused': 'Data server connection lapsed',
  'connection.disconnect_all': 'Everyone disconnected from a data server',
  'connection.end_access': 'Data server connections ended',
  sign_out_everywhere: 'Signed out everywhere',
  'sso.login': 'Signed in with single sign-on',
  'sso.refused': 'Single sign-on refused',
  'sso.link': 'Linked to the identity provider',
  'sso.user_create': 'User created at first sign-in',
  'sso.groups': 'Groups and roles synced from the identity provider',
  'sso.owner_password': 'Owner signed in with a password (single sign-on required)',
  'sso.test': 'Single sign-on tested',
  'identity_provider.create': 'Identity provider added',
  'identity_provider.update': 'Identity provider changed',
  'identity_provider.delete': 'Identity provider deleted',
  'scim_token.create': 'SCIM token created',
  'scim_token.revoke': 'SCIM token revoked',
  'scim.user_create': 'User provisioned (SCIM)',
  'scim.user_update': 'User changed (SCIM)',
  'scim.user_deactivate': 'User deactivated (SCIM)',
  'scim.user_delete': 'User deleted (SCIM)',
  'scim.group_update': 'Group members changed (SCIM)',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

export const auditTargetTypes = [
  'user',
  'group',
  'server',
  'endpoint',
  'view',
  'provider',
  'scim-token',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditTarget = z.object({ type: z.enum(auditTargetTypes), uuid: z.string(), name: z.string() });
export type AuditTarget = z.infer<typeof auditTarget>;

/** A detail's values are plain: never a secret, never a password (they are left out where written). */
export const auditDetails = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditDetails = z.infer<typeof auditDetails>;

export const auditEntry = z.object({
  uuid: z.string(),
  /** ISO 8601. */
  at: z.string(),
  actor: z
    .object({ uuid: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  action: z.string(),
  target: auditTarget.nullable(),
  details: auditDetails,
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/audit answers a page of entries, newest first; `next` is the `before` of the next page. */
export const auditPage = z.object({ items: z.array(auditEntry), next: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPage>;

export const auditPageSize = { default: 50, max: 200 } as const;

const instant = z.iso.datetime({ offset: true, error: auditMessages.auditBadDate });

/** GET /api/audit?limit=&before=&actor=&action=&from=&to= (from inclusive, to exclusive). */
export const auditQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(auditPageSize.max).default(auditPageSize.default),
    before: z
      .string()
      .regex(/^\d{1,15}\.[0-9a-f-]{36}$/, auditMessages.auditBadCursor)
      .optional(),
    actor: entityId().optional(),
    action: z.string().max(64).optional(),
    from: instant.optional(),
    to: instant.optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    message: auditMessages.auditBadRange,
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuery>;
