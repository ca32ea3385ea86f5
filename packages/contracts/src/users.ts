import { z } from 'zod';
import { role } from './auth.ts';
import { limits } from './constants.ts';
import { entityId, idParams } from './ids.ts';
import { messages } from './messages.ts';

const tooLong = (max: number) => `At most ${max} characters.`;

const personName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(limits.shortText, tooLong(limits.shortText));

const customText = z.string().trim().max(limits.shortText, tooLong(limits.shortText)).default('');

/** The e-mail of the users admin: a blank one is required, a malformed one 'Invalid email' (SPEC.md §5). */
export const userEmail = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, tooLong(254))
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** 1 allows the portal to run inside a frame for this user (SPEC.md §4). */
export const embedFlag = z.union([z.literal(0), z.literal(1)]);

export const userSettings = z.object({ addons: z.object({ embed: embedFlag }) });

const userFields = {
  firstName: personName(messages.firstNameRequired),
  lastName: personName(messages.lastNameRequired),
  active: z.boolean().default(true),
  roles: z
    .array(role, { error: messages.atLeastOneRole })
    .min(1, messages.atLeastOneRole)
    .transform((given) => [...new Set(given)]),
  custom1: customText,
  custom2: customText,
  custom3: customText,
  settings: userSettings.default({ addons: { embed: 0 } }),
};

/**
 * POST /api/users. The user gets an invitation e-mail whose link sets the password, and is put in
 * `groupUuids` (groups of the account) in the same change.
 */
export const userCreateBody = z.object({
  ...userFields,
  email: userEmail,
  groupUuids: z
    .array(entityId(messages.groupNotFound))
    .max(limits.groupsPerInvitation, `At most ${limits.groupsPerInvitation} groups.`)
    .transform((given) => [...new Set(given)])
    .default([]),
});
export type UserCreateBody = z.infer<typeof userCreateBody>;

/**
 * PUT /api/users/{id}: the whole user as the edit dialog holds it. The e-mail may be sent back as it
 * is; a different one is refused, since the e-mail cannot change after creation.
 */
export const userUpdateBody = z.object({ ...userFields, email: userEmail.optional() });
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/** A user as the users admin sees it. lastAccess is epoch milliseconds, null before the first sign-in. */
export const user = z.object({
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(role),
  custom1: z.string(),
  custom2: z.string(),
  custom3: z.string(),
  lastAccess: z.number().nullable(),
  settings: userSettings,
  /** True while the user has not chosen a password from their invitation: it can be sent again. */
  invitationPending: z.boolean().optional(),
});
export type User = z.infer<typeof user>;

/** What a designer may see of the people of the account: enough to put them in groups. */
export const userSummary = z.object({
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type UserSummary = z.infer<typeof userSummary>;

/** GET /api/users: admins get full users, designers summaries. */
export const userList = z.array(z.union([user, userSummary]));

export const userIdParams = idParams;
