import { messages, type ScimPatchOperation, type ScimUserBody, scimSchemas } from '@portal/contracts';
import { scimInvalid } from './scim-errors.ts';
import type { ScimUserRow } from './scim-repository.ts';

/** The parts of a user SCIM may change; the e-mail (userName) only read, to refuse a change of it. */
export type UserDraft = {
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  externalId: string | null;
  /** A displayName sent without name parts: split into them when saved. */
  displayName?: string;
};

export const draftOf = (user: ScimUserRow): UserDraft => ({
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
  active: user.active === 1,
  externalId: user.external_id,
});

const cut = (text: string) => text.trim().slice(0, 200);

/** First and last name from a display name, cut at its last space. */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string } {
  const whole = cut(displayName);
  const at = whole.lastIndexOf(' ');
  return at > 0
    ? { firstName: whole.slice(0, at), lastName: whole.slice(at + 1) }
    : { firstName: whole, lastName: '' };
}

function booleanOf(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw scimInvalid(`${path} must be true or false.`);
}

function textOf(value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  throw scimInvalid(`${path} must be text.`);
}

/** A change of the e-mail is refused; sending the same address back (as providers do) is not a change. */
function sameEmail(draft: UserDraft, value: unknown) {
  const addresses = (Array.isArray(value) ? value : [value]).map((entry) =>
    typeof entry === 'object' && entry !== null ? (entry as { value?: unknown }).value : entry,
  );
  if (
    addresses.some((address) => typeof address !== 'string' || address.trim().toLowerCase() !== draft.email)
  )
    throw scimInvalid(messages.scimUserNameCannotChange, 'mutability');
}

const corePrefix = `${scimSchemas.user.toLowerCase()}:`;
const enterprisePrefix = scimSchemas.enterpriseUser.toLowerCase();

/**
 * One attribute change of a PATCH (RFC 7644 §3.5.2). Attributes the portal does not keep (title,
 * phone numbers, the enterprise extension…) are accepted and not kept, so a provider's whole
 * profile does not fail provisioning; the e-mail and the groups are not changed this way.
 */
function change(draft: UserDraft, op: ScimPatchOperation['op'], rawPath: string, value: unknown): void {
  let path = rawPath.trim().toLowerCase();
  if (path.startsWith(corePrefix)) path = path.slice(corePrefix.length);
  if (path.startsWith(enterprisePrefix)) return;
  const removing = op === 'remove';
  if (path === 'active') {
    if (removing) throw scimInvalid(`${messages.scimPathUnsupported} active`, 'mutability');
    draft.active = booleanOf(value, 'active');
  } else if (path === 'externalid') {
    draft.externalId = removing || value === null ? null : textOf(value, 'externalId').slice(0, 255);
  } else if (path === 'name') {
    const name = (removing ? {} : value) as Record<string, unknown>;
    if (typeof name !== 'object' || name === null) throw scimInvalid('name must be an object.');
    for (const [key, part] of Object.entries(name)) change(draft, op, `name.${key}`, part);
  } else if (path === 'name.givenname') {
    draft.firstName = removing ? '' : cut(textOf(value, 'name.givenName'));
  } else if (path === 'name.familyname') {
    draft.lastName = removing ? '' : cut(textOf(value, 'name.familyName'));
  } else if (path === 'displayname') {
    if (!removing) draft.displayName = textOf(value, 'displayName');
  } else if (
    path === 'username' ||
    path === 'emails' ||
    path.startsWith('emails[') ||
    path.startsWith('emails.')
  ) {
    if (removing) throw scimInvalid(messages.scimUserNameCannotChange, 'mutability');
    sameEmail(draft, value);
  } else if (path === 'groups' || path.startsWith('groups[') || path === 'id' || path.startsWith('meta')) {
    throw scimInvalid(`${messages.scimPathUnsupported} ${rawPath}`, 'mutability');
  }
}

/** A PATCH's operations, in order, on the user's draft. */
export function applyPatch(draft: UserDraft, operations: ScimPatchOperation[]): UserDraft {
  const next = { ...draft };
  for (const operation of operations) {
    if (operation.path) {
      change(next, operation.op, operation.path, operation.value);
      continue;
    }
    // No path: the value holds the attributes to add or replace (RFC 7644 §3.5.2.1, §3.5.2.3).
    if (operation.op === 'remove') throw scimInvalid('A remove needs a path.', 'noTarget');
    if (typeof operation.value !== 'object' || operation.value === null || Array.isArray(operation.value))
      throw scimInvalid('Without a path, the value must be an object of attributes.');
    for (const [key, value] of Object.entries(operation.value)) change(next, operation.op, key, value);
  }
  return next;
}

/** A PUT (RFC 7644 §3.5.1): the kept attributes as sent; absent ones are cleared, active stays if absent. */
export function applyPut(draft: UserDraft, body: ScimUserBody): UserDraft {
  if (body.userName.trim().toLowerCase() !== draft.email)
    throw scimInvalid(messages.scimUserNameCannotChange, 'mutability');
  const next: UserDraft = {
    ...draft,
    firstName: cut(body.name?.givenName ?? ''),
    lastName: cut(body.name?.familyName ?? ''),
    externalId: body.externalId ?? null,
    active: body.active ?? draft.active,
  };
  if (!body.name?.givenName && !body.name?.familyName && body.displayName)
    next.displayName = body.displayName;
  return next;
}

/** The names to save: the parts, or the display name split when only that was sent. */
export function finalNames(draft: UserDraft): { firstName: string; lastName: string } {
  if (draft.displayName && !draft.firstName && !draft.lastName) return splitDisplayName(draft.displayName);
  return { firstName: draft.firstName, lastName: draft.lastName };
}
