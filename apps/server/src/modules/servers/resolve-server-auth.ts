import {
  type AuthType,
  credentialOriginsChanged,
  isHttpUrl,
  isPerPersonAuth,
  messages,
  type ServerAuthInput,
} from '@portal/contracts';
import { badRequest } from '../../errors.ts';
import { authFields, authFieldsOf, emptyAuth, type ServerAuth } from './server-auth.ts';

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

const isSecret = (field: keyof ServerAuth) =>
  field === 'password' || field === 'secret' || field === 'clientSecret';

function isEmptyInput(input: ServerAuthInput | undefined): boolean {
  return !input || authFields.every((field) => !input[field]?.trim());
}

/** Only the fields the type uses are stored; the others are empty. */
function keepFieldsOf(authType: AuthType, auth: ServerAuth): ServerAuth {
  const kept: ServerAuth = { ...emptyAuth };
  for (const field of authFieldsOf[authType]) {
    const value = auth[field];
    if (value !== undefined) kept[field] = value;
  }
  return kept;
}

/**
 * What was sent, and the stored credentials with the sent non-secret fields over them (a sent blank
 * clears one); nothing counts as sent when 'Edit Credentials' is off or every field is blank.
 */
function mergeNonSecrets(change: AuthChange) {
  const stored = change.stored ?? emptyAuth;
  const input: ServerAuthInput =
    change.editCredentials === false || isEmptyInput(change.input) ? {} : change.input!;
  const merged: ServerAuth = { ...emptyAuth };
  for (const field of authFields) {
    const sent = input[field];
    if (!isSecret(field)) merged[field] = sent !== undefined ? sent.trim() : (stored[field] ?? '');
  }
  return { stored, input, merged };
}

/** Where a per-person server's client secret goes: its token and revocation endpoints. */
const clientSecretTargets = (auth: ServerAuth) =>
  [auth.tokenUrl, auth.revokeUrl].map((url) => (URL.canParse(url) ? new URL(url).origin : url)).join(' ');

/**
 * oauth2-user (DESIGN.md §6d): the upstream's authorization and token endpoints, the portal's client
 * there (its secret kept like the other secrets, and asked again when the token or revocation
 * endpoint moves to another host), the scopes and optional audience. sign-in-token: an optional
 * audience to exchange the person's sign-in token for.
 */
function resolvePerPersonAuth(
  change: AuthChange & { authType: 'oauth2-user' | 'sign-in-token' },
): ServerAuth {
  const { stored, input, merged } = mergeNonSecrets(change);
  if (change.authType === 'sign-in-token') return keepFieldsOf('sign-in-token', merged);
  const moved = stored.clientSecret !== '' && clientSecretTargets(stored) !== clientSecretTargets(merged);
  merged.clientSecret = input.clientSecret ? input.clientSecret : moved ? '' : stored.clientSecret;
  if (moved && !merged.clientSecret)
    throw badRequest(messages.reenterSecretsForNewOrigin, 'settings.auth.clientSecret');
  const required = ['authorizeUrl', 'tokenUrl', 'clientId', 'clientSecret'] as const;
  const missing = required.find((field) => !merged[field]);
  if (missing) throw badRequest(messages.authorizeUrlRequired, `settings.auth.${missing}`);
  if (!isHttpUrl(merged.authorizeUrl))
    throw badRequest(messages.invalidAuthorizeUrl, 'settings.auth.authorizeUrl');
  if (!isHttpUrl(merged.tokenUrl)) throw badRequest(messages.invalidTokenUrl, 'settings.auth.tokenUrl');
  if (merged.revokeUrl && !isHttpUrl(merged.revokeUrl))
    throw badRequest(messages.invalidRevokeUrl, 'settings.auth.revokeUrl');
  return keepFieldsOf('oauth2-user', merged);
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
  if (isPerPersonAuth(change.authType))
    return resolvePerPersonAuth(change as AuthChange & { authType: typeof change.authType });
  const { stored, input, merged } = mergeNonSecrets(change);
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
  if (change.authType === 'basic') return keepFieldsOf('basic', merged);
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
  const kept = keepFieldsOf(change.authType, merged);
  if (!kept.clientauth) delete kept.clientauth;
  return clientAuth === 'none' ? { ...kept, clientid: '', secret: '', clientauth: 'none' } : kept;
}

export function sameAuth(a: ServerAuth | null, b: ServerAuth | null): boolean {
  if (!a || !b) return a === b;
  return authFields.every((field) => a[field] === b[field]);
}
