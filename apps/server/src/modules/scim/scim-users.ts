import { randomUUID } from 'node:crypto';
import { messages, type ScimPatchOperation, type ScimUserBody, scimSchemas } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordChange } from '../audit/record-change.ts';
import { revokeUserLinks } from '../auth/invite-user.ts';
import { endUpstreamAccess } from '../connections/end-upstream-access.ts';
import { mappedGroups } from '../sso/mapped-groups.ts';
import { ScimError, scimInvalid, scimNotFound } from './scim-errors.ts';
import { type ListQuery, listResponse, parseListFilter, requiredValue } from './scim-list.ts';
import {
  deleteUser,
  emailTaken,
  findUser,
  groupsByIds,
  insertUser,
  listUsers,
  memberships,
  type ScimUserRow,
  updateUser,
} from './scim-repository.ts';
import { presentUser } from './scim-resources.ts';
import {
  applyPatch,
  applyPut,
  draftOf,
  finalNames,
  splitDisplayName,
  type UserDraft,
} from './scim-user-changes.ts';

/** Who calls: the account of the SCIM token, and the token's name for the audit log. */
export type ScimCaller = { accountId: string; tokenName: string };

const uuid = z.uuid();
const email = z.email();

const target = (user: { id: string; email: string }) =>
  ({ type: 'user', id: user.id, name: user.email }) as const;
const actorOf = (caller: ScimCaller) => ({ accountId: caller.accountId, userId: null });

/** Each user's provisioned groups (the mapped ones), for the `groups` attribute. */
async function groupsOfUsers(app: FastifyInstance, accountId: string, userId?: string) {
  const mapped = [...(await mappedGroups(app.db, accountId)).keys()];
  const groups = new Map((await groupsByIds(app.db, accountId, mapped)).map((group) => [group.id, group]));
  const byUser = new Map<string, Array<{ id: string; name: string }>>();
  for (const row of await memberships(app.db, accountId, mapped, userId)) {
    const group = groups.get(row.group_id);
    if (group) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), group]);
  }
  return byUser;
}

async function present(app: FastifyInstance, caller: ScimCaller, user: ScimUserRow) {
  const groups = await groupsOfUsers(app, caller.accountId, user.id);
  return presentUser(app.config.publicUrl, user, groups.get(user.id) ?? []);
}

async function requireUser(app: FastifyInstance, caller: ScimCaller, id: string): Promise<ScimUserRow> {
  const user = uuid.safeParse(id).success ? await findUser(app.db, caller.accountId, id) : undefined;
  if (!user) throw scimNotFound(messages.scimUserNotFound);
  return user;
}

export async function listScimUsers(app: FastifyInstance, caller: ScimCaller, query: ListQuery) {
  const filter = parseListFilter(query.filter);
  const narrow = {
    email: requiredValue(filter, 'username')?.toLowerCase(),
    externalId: requiredValue(filter, 'externalid'),
    id: requiredValue(filter, 'id'),
  };
  const users = await listUsers(
    app.db,
    caller.accountId,
    Object.fromEntries(Object.entries(narrow).filter(([, value]) => value !== undefined)),
  );
  const groups = await groupsOfUsers(app, caller.accountId);
  const resources = users.map((user) => presentUser(app.config.publicUrl, user, groups.get(user.id) ?? []));
  return listResponse(resources, filter, scimSchemas.user, query);
}

export async function getScimUser(app: FastifyInstance, caller: ScimCaller, id: string) {
  return present(app, caller, await requireUser(app, caller, id));
}

/** POST /Users: a person of the token's account, active unless said otherwise, with no password. */
export async function createScimUser(app: FastifyInstance, caller: ScimCaller, body: ScimUserBody) {
  const address = body.userName.trim().toLowerCase();
  if (!email.safeParse(address).success) throw scimInvalid(messages.scimUserNameNotEmail);
  if (await emailTaken(app.db, address)) throw new ScimError(409, messages.scimUserNameTaken, 'uniqueness');
  const names =
    body.name?.givenName || body.name?.familyName
      ? {
          firstName: (body.name.givenName ?? '').slice(0, 200),
          lastName: (body.name.familyName ?? '').slice(0, 200),
        }
      : splitDisplayName(body.displayName ?? address.split('@')[0]);
  const user: Omit<ScimUserRow, 'created_at'> = {
    id: randomUUID(),
    email: address,
    first_name: names.firstName,
    last_name: names.lastName,
    active: body.active === false ? 0 : 1,
    external_id: body.externalId ?? null,
  };
  try {
    await app.db.transaction().execute(async (trx) => {
      await insertUser(trx, caller.accountId, user);
      await recordChange(trx, actorOf(caller), 'scim.user_create', target(user), {
        client: caller.tokenName,
        active: user.active === 1,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ScimError(409, messages.scimUserNameTaken, 'uniqueness');
    throw error;
  }
  return getScimUser(app, caller, user.id);
}

/**
 * Saves a user's new draft: one transaction with its audit entry, every instance's copies dropped;
 * a deactivation ends the person's sessions at once (on every instance: the sessions are deleted and
 * the account's generation moves on), their per-person data server tokens (DESIGN.md §6d) and their
 * open links.
 */
async function save(app: FastifyInstance, caller: ScimCaller, before: ScimUserRow, draft: UserDraft) {
  const names = finalNames(draft);
  const changes = {
    first_name: names.firstName,
    last_name: names.lastName,
    active: draft.active ? 1 : 0,
    external_id: draft.externalId,
  };
  const changed = (Object.keys(changes) as Array<keyof typeof changes>).filter(
    (key) => before[key] !== changes[key],
  );
  const deactivated = before.active === 1 && changes.active === 0;
  if (changed.length > 0)
    await app.db.transaction().execute(async (trx) => {
      await updateUser(trx, caller.accountId, before.id, changes);
      await recordChange(
        trx,
        actorOf(caller),
        deactivated ? 'scim.user_deactivate' : 'scim.user_update',
        target(before),
        {
          client: caller.tokenName,
          changed: changed.join(', '),
        },
      );
    });
  if (deactivated) {
    await app.sessions.endAllOf(before.id);
    await revokeUserLinks(app, caller.accountId, before.id);
    // Their tokens at data servers that answer as each person are revoked too (DESIGN.md §6d).
    await endUpstreamAccess(
      app,
      { accountId: caller.accountId, userId: before.id, email: before.email },
      actorOf(caller),
    );
  }
  return getScimUser(app, caller, before.id);
}

export async function replaceScimUser(
  app: FastifyInstance,
  caller: ScimCaller,
  id: string,
  body: ScimUserBody,
) {
  const user = await requireUser(app, caller, id);
  return save(app, caller, user, applyPut(draftOf(user), body));
}

export async function patchScimUser(
  app: FastifyInstance,
  caller: ScimCaller,
  id: string,
  operations: ScimPatchOperation[],
) {
  const user = await requireUser(app, caller, id);
  return save(app, caller, user, applyPatch(draftOf(user), operations));
}

/**
 * DELETE /Users/{id}: the person's sessions and per-person data server access end at once, then the
 * user goes with all that is theirs.
 */
export async function deleteScimUser(app: FastifyInstance, caller: ScimCaller, id: string): Promise<void> {
  const user = await requireUser(app, caller, id);
  await app.sessions.endAllOf(user.id);
  // Revoked at the data servers while the tokens are still there; they go with the person anyway.
  await endUpstreamAccess(
    app,
    { accountId: caller.accountId, userId: user.id, email: user.email },
    actorOf(caller),
  );
  await app.db.transaction().execute(async (trx) => {
    await deleteUser(trx, caller.accountId, user.id);
    await recordChange(trx, actorOf(caller), 'scim.user_delete', target(user), { client: caller.tokenName });
  });
}
