import {
  type AuthType,
  credentialOriginsChanged,
  isHttpUrl,
  messages,
  type ServerAuthInput,
} from '@portal/contracts';
import { badRequest } from '../../errors.ts';
import { authFields, emptyAuth, type ServerAuth } from './server-auth.ts';

export type AuthChange = {
  authType: AuthType;
  /** What the form sent; absent or all blank when 'Edit Credentials' is off. */
  input: ServerAuthInput | undefined;
  /** false says outright that the credentials are not being edited. */
  editCredentials?: boolean;
  stored: ServerAuth | null;
  /** The server URL before the change (absent on create) and after it. */
  serverUrl: { before?: string; after: string };
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
 * - When the origin of the server URL or of the token URL changes, stored secrets are not kept:
 *   they must be sent again, or a stolen admin session could send them to a host of its own.
 * - Type none stores nothing, so no credential outlives its use.
 */
export function resolveServerAuth(change: AuthChange): ServerAuth | null {
  if (change.authType === 'none') return null;
  const stored = change.stored ?? emptyAuth;
  const input = change.editCredentials === false || isEmptyInput(change.input) ? {} : change.input!;
  const merged: ServerAuth = { ...emptyAuth };
  for (const field of authFields) {
    const sent = input[field];
    if (!isSecret(field)) merged[field] = sent !== undefined ? sent.trim() : (stored[field] ?? '');
  }
  if (!merged.clientauth) delete merged.clientauth;
  const { before, after } = change.serverUrl;
  const moved =
    before !== undefined &&
    credentialOriginsChanged(
      { url: before, tokenurl: stored.tokenurl },
      { url: after, tokenurl: change.authType === 'basic' ? stored.tokenurl : merged.tokenurl },
    );
  for (const field of authFields) {
    const sent = input[field];
    if (isSecret(field)) merged[field] = sent ? sent : moved ? '' : stored[field];
  }
  const clientAuth = merged.clientauth || 'basic';
  const needsSecret = change.authType !== 'basic' && clientAuth === 'basic';
  const secretMissing = !merged.password || (needsSecret && !merged.secret);
  if (moved && secretMissing && (stored.password || stored.secret)) {
    throw badRequest(messages.reenterSecretsForNewOrigin, 'settings.auth.password');
  }
  // Each refusal names the first field missing, so the form shows it there.
  const missing = (fields: readonly (keyof ServerAuth)[]) => fields.find((field) => !merged[field]);
  const noLogin = missing(['username', 'password']);
  if (noLogin) throw badRequest(messages.usernamePasswordRequired, `settings.auth.${noLogin}`);
  if (change.authType === 'basic') {
    return { ...emptyAuth, username: merged.username, password: merged.password };
  }
  // The client authenticates with Basic (id and secret), in the body (an id, a secret if it has one), or not.
  const [needed, message] =
    clientAuth === 'basic'
      ? [['clientid', 'secret', 'tokenurl'] as const, messages.oauthFieldsRequired]
      : clientAuth === 'body'
        ? [['clientid', 'tokenurl'] as const, messages.oauthClientIdRequired]
        : [['tokenurl'] as const, messages.oauthTokenUrlRequired];
  const noClient = missing(needed);
  if (noClient) throw badRequest(message, `settings.auth.${noClient}`);
  if (!isHttpUrl(merged.tokenurl)) throw badRequest(messages.invalidTokenUrl, 'settings.auth.tokenurl');
  return clientAuth === 'none' ? { ...merged, clientid: '', secret: '', clientauth: 'none' } : merged;
}

export function sameAuth(a: ServerAuth | null, b: ServerAuth | null): boolean {
  if (!a || !b) return a === b;
  return authFields.every((field) => a[field] === b[field]);
}
