import {
  messages,
  type ScimGroupBody,
  type ScimPatchOperation,
  scimGroupNotMapped,
  scimSchemas,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { recordChange } from '../audit/record-change.ts';
import { mappedGroups } from '../sso/mapped-groups.ts';
import { matchesFilter } from './match-filter.ts';
import { ScimError, scimInvalid, scimNotFound } from './scim-errors.ts';
import { InvalidFilter, parseFilter } from './scim-filter.ts';
import { type ListQuery, listResponse, parseListFilter } from './scim-list.ts';
import { addMembers, groupsByIds, memberships, removeMembers, usersOfAccount } from './scim-repository.ts';
import { presentGroup } from './scim-resources.ts';
import type { ScimCaller } from './scim-users.ts';

/**
 * SCIM's Groups are the account's mapped groups (DESIGN.md §4a): the provider provisions their
 * members. A group no mapping names is the admins' own and not shown here.
 */
async function provisionedGroups(app: FastifyInstance, accountId: string) {
  return groupsByIds(app.db, accountId, [...(await mappedGroups(app.db, accountId)).keys()]);
}

async function requireGroup(app: FastifyInstance, caller: ScimCaller, id: string) {
  const group = (await provisionedGroups(app, caller.accountId)).find((candidate) => candidate.id === id);
  if (!group) throw scimNotFound(messages.scimGroupNotFound);
  return group;
}

async function present(
  app: FastifyInstance,
  caller: ScimCaller,
  group: { id: string; name: string; created_at: number },
) {
  const members = await memberships(app.db, caller.accountId, [group.id]);
  return presentGroup(app.config.publicUrl, group, members);
}

export async function listScimGroups(app: FastifyInstance, caller: ScimCaller, query: ListQuery) {
  const filter = parseListFilter(query.filter);
  const groups = await provisionedGroups(app, caller.accountId);
  const members = await memberships(
    app.db,
    caller.accountId,
    groups.map((group) => group.id),
  );
  const resources = groups.map((group) =>
    presentGroup(
      app.config.publicUrl,
      group,
      members.filter((member) => member.group_id === group.id),
    ),
  );
  return listResponse(resources, filter, scimSchemas.group, query);
}

export async function getScimGroup(app: FastifyInstance, caller: ScimCaller, id: string) {
  return present(app, caller, await requireGroup(app, caller, id));
}

/** POST /Groups: the portal makes no group; a mapped one of that name already exists (409), or none does. */
export async function createScimGroup(
  app: FastifyInstance,
  caller: ScimCaller,
  body: ScimGroupBody,
): Promise<never> {
  const name = body.displayName.toLowerCase();
  const existing = (await provisionedGroups(app, caller.accountId)).find(
    (group) => group.name.toLowerCase() === name,
  );
  if (existing) throw new ScimError(409, messages.groupNameTaken, 'uniqueness');
  throw scimInvalid(scimGroupNotMapped(body.displayName));
}

/** The user ids of a members value ([{value}]); each must be a user of the account. */
async function memberIds(app: FastifyInstance, caller: ScimCaller, value: unknown): Promise<string[]> {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const ids = list.map((entry) =>
    typeof entry === 'object' && entry !== null ? (entry as { value?: unknown }).value : entry,
  );
  if (ids.some((id) => typeof id !== 'string')) throw scimInvalid('Each member needs a value: the user id.');
  const known = await usersOfAccount(app.db, caller.accountId, ids as string[]);
  const unknown = (ids as string[]).filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw scimInvalid(`${messages.scimMemberUnknown} ${unknown.slice(0, 10).join(', ')}`);
  return ids as string[];
}

function sameName(group: { name: string }, value: unknown) {
  if (typeof value !== 'string' || value.trim().toLowerCase() !== group.name.toLowerCase())
    throw scimInvalid(messages.scimGroupRenameRefused, 'mutability');
}

/** The members a `members[…]` path selects (RFC 7644 §3.5.2.2), e.g. members[value eq "…"]. */
function selected(path: string, current: Map<string, string>): string[] {
  let filter: ReturnType<typeof parseFilter>;
  try {
    filter = parseFilter(path);
  } catch (error) {
    if (error instanceof InvalidFilter) throw scimInvalid(`${path}: ${error.message}`, 'invalidPath');
    throw error;
  }
  if (filter.kind !== 'valuePath' || filter.path.name !== 'members') throw scimInvalid(path, 'invalidPath');
  return [...current]
    .filter(([id, display]) => matchesFilter(filter.filter, { value: id, display }, []))
    .map(([id]) => id);
}

/** Applies a PATCH's operations to the group's members, in order. */
async function patchedMembers(
  app: FastifyInstance,
  caller: ScimCaller,
  group: { name: string },
  current: Map<string, string>,
  operations: ScimPatchOperation[],
): Promise<Set<string>> {
  const members = new Map(current);
  const put = async (op: ScimPatchOperation['op'], value: unknown) => {
    if (op === 'replace') members.clear();
    for (const id of await memberIds(app, caller, value)) members.set(id, '');
  };
  for (const { op, path, value } of operations) {
    const lower = path?.trim().toLowerCase();
    if (!lower) {
      if (op === 'remove' || typeof value !== 'object' || value === null)
        throw scimInvalid('A change needs a path or an object value.', 'noTarget');
      for (const [key, part] of Object.entries(value)) {
        if (key.toLowerCase() === 'members') await put(op, part);
        else if (key.toLowerCase() === 'displayname') sameName(group, part);
      }
    } else if (lower === 'members') {
      if (op !== 'remove') await put(op, value);
      else if (value === undefined) members.clear();
      else for (const id of await memberIds(app, caller, value)) members.delete(id);
    } else if (lower.startsWith('members[')) {
      if (op !== 'remove')
        throw scimInvalid(`${path}: only remove selects members by a filter.`, 'invalidPath');
      for (const id of selected(path!, members)) members.delete(id);
    } else if (lower === 'displayname') {
      sameName(group, value);
    } else if (lower !== 'externalid') {
      throw scimInvalid(`${messages.scimPathUnsupported} ${path}`, 'invalidPath');
    }
  }
  return new Set(members.keys());
}

/** Makes the group's members these, in one transaction with its audit entry. */
async function setMembers(
  app: FastifyInstance,
  caller: ScimCaller,
  group: { id: string; name: string },
  before: Set<string>,
  after: Set<string>,
) {
  const added = [...after].filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !after.has(id));
  if (added.length === 0 && removed.length === 0) return;
  await app.db.transaction().execute(async (trx) => {
    await addMembers(trx, caller.accountId, group.id, added);
    await removeMembers(trx, caller.accountId, group.id, removed);
    await recordChange(
      trx,
      { accountId: caller.accountId, userId: null },
      'scim.group_update',
      { type: 'group', id: group.id, name: group.name },
      { client: caller.tokenName, added: added.length, removed: removed.length },
    );
  });
}

async function currentMembers(app: FastifyInstance, caller: ScimCaller, groupId: string) {
  const rows = await memberships(app.db, caller.accountId, [groupId]);
  return new Map(rows.map((row) => [row.user_id, row.email]));
}

export async function patchScimGroup(
  app: FastifyInstance,
  caller: ScimCaller,
  id: string,
  operations: ScimPatchOperation[],
) {
  const group = await requireGroup(app, caller, id);
  const current = await currentMembers(app, caller, id);
  const next = await patchedMembers(app, caller, group, current, operations);
  await setMembers(app, caller, group, new Set(current.keys()), next);
  return present(app, caller, group);
}

export async function replaceScimGroup(
  app: FastifyInstance,
  caller: ScimCaller,
  id: string,
  body: ScimGroupBody,
) {
  const group = await requireGroup(app, caller, id);
  sameName(group, body.displayName);
  const current = await currentMembers(app, caller, id);
  await setMembers(
    app,
    caller,
    group,
    new Set(current.keys()),
    new Set(await memberIds(app, caller, body.members ?? [])),
  );
  return present(app, caller, group);
}

/** DELETE /Groups/{id}: the provider no longer provisions it; its members go, the group and its pages stay. */
export async function deleteScimGroup(app: FastifyInstance, caller: ScimCaller, id: string): Promise<void> {
  const group = await requireGroup(app, caller, id);
  const current = await currentMembers(app, caller, id);
  await setMembers(app, caller, group, new Set(current.keys()), new Set());
}
