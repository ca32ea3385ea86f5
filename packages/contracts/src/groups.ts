import { z } from 'zod';
import { limits } from './constants.ts';
import { entityId, idParams } from './ids.ts';
import { messages } from './messages.ts';
import { userSummary } from './users.ts';
import { viewSummary } from './views.ts';

export const group = z.object({
  uuid: z.string(),
  name: z.string(),
  /**
   * The identity providers whose group mappings name this group (DESIGN.md §4a): its members follow
   * the provider at each sign-in. Answered by the list of groups, for the groups that have any.
   */
  syncedFrom: z.array(z.string()).optional(),
});
export type Group = z.infer<typeof group>;

/** POST /api/groups. */
export const groupCreateBody = z.object({
  name: z
    .string({ error: messages.groupNameRequired })
    .trim()
    .min(1, messages.groupNameRequired)
    .max(limits.shortText, `At most ${limits.shortText} characters.`),
});
export type GroupCreateBody = z.infer<typeof groupCreateBody>;

/** GET /api/groups/{id}/users answers a list of these (SPEC.md §3: userUuid and a nested user). */
export const groupUser = z.object({ userUuid: z.string(), user: userSummary });
export type GroupUser = z.infer<typeof groupUser>;

/** POST /api/groups/{id}/users: puts a user of the account in the group; answers the new entry. */
export const groupUserBody = z.object({
  userUuid: entityId(messages.userNotFound),
});
export type GroupUserBody = z.infer<typeof groupUserBody>;

/** GET /api/groups/{id}/views answers a list of these (SPEC.md §3: viewUuid and a nested view). */
export const groupView = z.object({ viewUuid: z.string(), view: viewSummary });
export type GroupView = z.infer<typeof groupView>;

/**
 * The entries of GET /api/groups/{id}/views also say which pages each one opens through its links,
 * transitively, that the group does not hold itself: its members open those too (DESIGN.md §7).
 */
export const groupViewWithReach = groupView.extend({ reachable: z.array(viewSummary) });
export type GroupViewWithReach = z.infer<typeof groupViewWithReach>;

/** POST /api/groups/{id}/views: puts a view of the account in the group; answers the new entry. */
export const groupViewBody = z.object({
  viewUuid: entityId(messages.viewNotFound),
});
export type GroupViewBody = z.infer<typeof groupViewBody>;

export const groupIdParams = idParams;
export const groupUserParams = z.object({ id: entityId(), userId: entityId() });
export const groupViewParams = z.object({ id: entityId(), viewId: entityId() });
