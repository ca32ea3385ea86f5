import { type AuthType, isHttpUrl, messages, type ServerAuthInput } from '@portal/contracts';
import { badRequest } from '../../errors.ts';
import { authFields, emptyAuth, type ServerAuth } from './server-auth.ts';

export type AuthChange = {
  authType: AuthType;
  /** What the form sent; absent or all blank when 'Edit Credentials' is off. */
  input: ServerAuthInput | undefined;
  /** false says outright that the credentials are not being edited. */
  editCredentials?: boolean;
  stored: ServerAuth | null;
};

const isSecret = (field: keyof ServerAuth) => field === 'password' || field === 'secret';

function isEmptyInput(input: ServerAuthInput | undefined): boolean {
  return !input || authFields.every((field) => !input[field]?.trim());
}

/**
 * The credentials to store after a create or update, checked for the authentication type.
 * - No credentials sent (or editCredentials false): the stored ones are kept.
 * - Credentials sent: non-secret fields take the sent value (a sent blank clears it); a blank
 *   password or secret keeps the stored one, because reads never return secrets and the form
 *   therefore always shows them blank. To drop a secret, switch the type to none.
 * - Type none stores nothing, so no credential outlives its use.
 */
export function resolveServerAuth(change: AuthChange): ServerAuth | null {
  if (change.authType === 'none') return null;
  const stored = change.stored ?? emptyAuth;
  const input = change.editCredentials === false || isEmptyInput(change.input) ? {} : change.input!;
  const merged = { ...emptyAuth };
  for (const field of authFields) {
    const sent = input[field];
    if (isSecret(field)) merged[field] = sent ? sent : stored[field];
    else merged[field] = sent !== undefined ? sent.trim() : stored[field];
  }
  if (!merged.username || !merged.password) throw badRequest(messages.usernamePasswordRequired);
  if (change.authType === 'basic') {
    return { ...emptyAuth, username: merged.username, password: merged.password };
  }
  if (!merged.clientid || !merged.secret || !merged.tokenurl) throw badRequest(messages.oauthFieldsRequired);
  if (!isHttpUrl(merged.tokenurl)) throw badRequest(messages.invalidTokenUrl);
  return merged;
}

export function sameAuth(a: ServerAuth | null, b: ServerAuth | null): boolean {
  if (!a || !b) return a === b;
  return authFields.every((field) => a[field] === b[field]);
}
