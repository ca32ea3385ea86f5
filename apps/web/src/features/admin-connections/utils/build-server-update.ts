import {
  type Adapter,
  type AuthType,
  isHttpUrl,
  messages,
  type Server,
  type ServerAuthInput,
  type ServerUpdateBody,
  withTrailingSlash,
} from '@portal/contracts';
import { secretsDroppedBy } from './secrets-follow-origin';

export type ServerAuthValues = Required<{ [Field in keyof ServerAuthInput]: string }>;

export type ServerFormValues = {
  name: string;
  url: string;
  adapter: Adapter;
  authType: AuthType;
  editCredentials: boolean;
  auth: ServerAuthValues;
};

export type ServerUpdateCheck = { ok: true; body: ServerUpdateBody } | { ok: false; message: string };

export const blankAuth: ServerAuthValues = {
  username: '',
  password: '',
  clientid: '',
  secret: '',
  scope: '',
  tokenurl: '',
};

/** The form's starting values: what the server holds, secrets blank (they are never sent back). */
export function formValuesOf(server: Server): ServerFormValues {
  const { url, adapter, authType, auth } = server.settings;
  return {
    name: server.name,
    url,
    adapter,
    authType,
    editCredentials: false,
    auth: { ...blankAuth, ...auth },
  };
}

function checkCredentials(values: ServerFormValues, server: Server, secretsDropped: boolean): string | null {
  const { auth, authType } = values;
  const { authSet } = server.settings;
  if (secretsDropped) {
    const retyped = auth.password !== '' && (authType !== 'auth2ropasswordcredentias' || auth.secret !== '');
    if (!retyped) return messages.reenterSecretsForNewOrigin;
  }
  // A blank secret keeps the stored one, so it is only missing when none is stored.
  const hasPassword = auth.password !== '' || authSet.password;
  if (!auth.username.trim() || !hasPassword) return messages.usernamePasswordRequired;
  if (authType !== 'auth2ropasswordcredentias') return null;
  const hasSecret = auth.secret !== '' || authSet.secret;
  if (!auth.clientid.trim() || !hasSecret || !auth.tokenurl.trim()) return messages.oauthFieldsRequired;
  if (!isHttpUrl(auth.tokenurl.trim())) return messages.invalidTokenUrl;
  return null;
}

function credentialsOf(values: ServerFormValues): ServerAuthInput {
  const { auth } = values;
  if (values.authType === 'basic') return { username: auth.username.trim(), password: auth.password };
  return {
    username: auth.username.trim(),
    password: auth.password,
    clientid: auth.clientid.trim(),
    secret: auth.secret,
    scope: auth.scope.trim(),
    tokenurl: auth.tokenurl.trim(),
  };
}

/** SPEC.md §5 Server update: the PUT body, or the first rule the form breaks. */
export function buildServerUpdate(values: ServerFormValues, server: Server): ServerUpdateCheck {
  const name = values.name.trim();
  const url = values.url.trim();
  if (!name || !url) return { ok: false, message: messages.allFieldsRequired };
  if (!isHttpUrl(url)) return { ok: false, message: messages.invalidServerUrl };
  const settings = { url: withTrailingSlash(url), adapter: values.adapter, authType: values.authType };
  if (values.authType === 'none') {
    return { ok: true, body: { name, settings: { ...settings, auth: {} }, editCredentials: false } };
  }
  // Secrets stay behind when the address moves to another host: they are asked for again.
  const secretsDropped = secretsDroppedBy(values, server);
  if (values.editCredentials || secretsDropped) {
    const problem = checkCredentials(values, server, secretsDropped);
    if (problem) return { ok: false, message: problem };
    return {
      ok: true,
      body: { name, settings: { ...settings, auth: credentialsOf(values) }, editCredentials: true },
    };
  }
  // Credentials are not being edited, so the stored ones must already fit the chosen type.
  if (!server.settings.authSet.password) return { ok: false, message: messages.usernamePasswordRequired };
  return { ok: true, body: { name, settings: { ...settings, auth: {} }, editCredentials: false } };
}
