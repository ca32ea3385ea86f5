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
import type { FieldErrors } from '../../../lib/field-errors';
import {
  type RestField,
  type RestFormValues,
  readRestParts,
  restFormValuesOfPreset,
  restFormValuesOfSettings,
  restSettingsOf,
} from './rest-form-values';
import { secretsDroppedBy } from './secrets-follow-origin';

export type ServerAuthValues = Required<{ [Field in keyof ServerAuthInput]: string }>;

export type ServerFormValues = {
  name: string;
  url: string;
  adapter: Adapter;
  authType: AuthType;
  editCredentials: boolean;
  auth: ServerAuthValues;
  /** The conventions, used when the adapter is rest (DESIGN.md §6a). */
  rest: RestFormValues;
};

/** The form's fields that can be wrong; editCredentials stands for 'credentials are missing'. */
export type ServerField = 'name' | 'url' | 'editCredentials' | keyof ServerAuthValues | RestField;

export type ServerUpdateCheck =
  | { ok: true; body: ServerUpdateBody }
  | { ok: false; errors: FieldErrors<ServerField> };

export const blankAuth: ServerAuthValues = {
  username: '',
  password: '',
  clientid: '',
  secret: '',
  scope: '',
  tokenurl: '',
  clientauth: 'basic',
  authorizeUrl: '',
  tokenUrl: '',
  revokeUrl: '',
  clientId: '',
  clientSecret: '',
  scopes: '',
  audience: '',
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
    auth: { ...blankAuth, ...auth, clientauth: auth.clientauth ?? 'basic' },
    rest: restFormValuesOfSettings(server.settings.rest),
  };
}

/** Marks each of `fields` that is missing with the one text that names them all. */
function missing(fields: Partial<Record<ServerField, boolean>>, message: string): FieldErrors<ServerField> {
  const errors: FieldErrors<ServerField> = {};
  for (const [field, absent] of Object.entries(fields)) if (absent) errors[field as ServerField] = message;
  return errors;
}

/** oauth2-user (DESIGN.md §6d): the authorization server's endpoints and the portal's client there. */
function checkPerPersonCredentials(
  values: ServerFormValues,
  server: Server,
): FieldErrors<ServerField> | null {
  const { auth } = values;
  const noSecret = auth.clientSecret === '' && !server.settings.authSet.clientSecret;
  const blank = {
    authorizeUrl: !auth.authorizeUrl.trim(),
    tokenUrl: !auth.tokenUrl.trim(),
    clientId: !auth.clientId.trim(),
    clientSecret: noSecret,
  };
  if (Object.values(blank).some(Boolean)) return missing(blank, messages.authorizeUrlRequired);
  if (!isHttpUrl(auth.authorizeUrl.trim())) return { authorizeUrl: messages.invalidAuthorizeUrl };
  if (!isHttpUrl(auth.tokenUrl.trim())) return { tokenUrl: messages.invalidTokenUrl };
  if (auth.revokeUrl.trim() && !isHttpUrl(auth.revokeUrl.trim()))
    return { revokeUrl: messages.invalidRevokeUrl };
  return null;
}

function checkCredentials(
  values: ServerFormValues,
  server: Server,
  secretsDropped: boolean,
): FieldErrors<ServerField> | null {
  const { auth, authType } = values;
  const { authSet } = server.settings;
  if (authType === 'sign-in-token') return null;
  if (authType === 'oauth2-user') {
    if (secretsDropped && auth.clientSecret === '')
      return { clientSecret: messages.reenterSecretsForNewOrigin };
    return checkPerPersonCredentials(values, server);
  }
  if (secretsDropped) {
    const oauth = authType === 'auth2ropasswordcredentias';
    if (auth.password === '' || (oauth && auth.secret === '')) {
      return missing(
        { password: auth.password === '', secret: oauth && auth.secret === '' },
        messages.reenterSecretsForNewOrigin,
      );
    }
  }
  // A blank secret keeps the stored one, so it is only missing when none is stored.
  const noPassword = auth.password === '' && !authSet.password;
  if (!auth.username.trim() || noPassword) {
    return missing(
      { username: !auth.username.trim(), password: noPassword },
      messages.usernamePasswordRequired,
    );
  }
  if (authType !== 'auth2ropasswordcredentias') return null;
  // The client's own credentials as its authentication needs them (none, in the body, or Basic).
  const needsId = auth.clientauth !== 'none';
  const noSecret = auth.clientauth === 'basic' && auth.secret === '' && !authSet.secret;
  if ((needsId && !auth.clientid.trim()) || noSecret || !auth.tokenurl.trim()) {
    const message =
      auth.clientauth === 'none'
        ? messages.oauthTokenUrlRequired
        : auth.clientauth === 'body'
          ? messages.oauthClientIdRequired
          : messages.oauthFieldsRequired;
    return missing(
      { clientid: needsId && !auth.clientid.trim(), secret: noSecret, tokenurl: !auth.tokenurl.trim() },
      message,
    );
  }
  if (!isHttpUrl(auth.tokenurl.trim())) return { tokenurl: messages.invalidTokenUrl };
  return null;
}

function credentialsOf(values: ServerFormValues): ServerAuthInput {
  const { auth } = values;
  if (values.authType === 'basic') return { username: auth.username.trim(), password: auth.password };
  if (values.authType === 'sign-in-token') return { audience: auth.audience.trim() };
  if (values.authType === 'oauth2-user')
    return {
      authorizeUrl: auth.authorizeUrl.trim(),
      tokenUrl: auth.tokenUrl.trim(),
      revokeUrl: auth.revokeUrl.trim(),
      clientId: auth.clientId.trim(),
      clientSecret: auth.clientSecret,
      scopes: auth.scopes.trim(),
      audience: auth.audience.trim(),
    };
  const clientauth = (['none', 'body'] as const).find((mode) => mode === auth.clientauth) ?? 'basic';
  return {
    username: auth.username.trim(),
    password: auth.password,
    clientid: clientauth === 'none' ? '' : auth.clientid.trim(),
    secret: clientauth === 'none' ? '' : auth.secret,
    scope: auth.scope.trim(),
    tokenurl: auth.tokenurl.trim(),
    clientauth,
  };
}

/** Whether the stored credentials already fit the chosen type (when they are not being edited). */
function storedFit(authType: ServerFormValues['authType'], server: Server): FieldErrors<ServerField> | null {
  if (authType === 'sign-in-token') return null;
  if (authType === 'oauth2-user')
    return server.settings.authSet.clientSecret ? null : { editCredentials: messages.authorizeUrlRequired };
  return server.settings.authSet.password ? null : { editCredentials: messages.usernamePasswordRequired };
}

/** SPEC.md §5 Server update: the PUT body, or what is wrong, field by field. */
export function buildServerUpdate(values: ServerFormValues, server: Server): ServerUpdateCheck {
  const name = values.name.trim();
  const url = values.url.trim();
  if (!name || !url)
    return { ok: false, errors: missing({ name: !name, url: !url }, messages.allFieldsRequired) };
  if (!isHttpUrl(url)) return { ok: false, errors: { url: messages.invalidServerUrl } };
  let rest: ServerUpdateBody['settings']['rest'];
  if (values.adapter === 'rest') {
    const read = readRestParts(values.rest);
    if (!read.ok) return { ok: false, errors: read.errors };
    rest = restSettingsOf(values.rest.preset, read.parts);
  }
  const settings = {
    url: withTrailingSlash(url),
    adapter: values.adapter,
    authType: values.authType,
    ...(rest ? { rest } : {}),
  };
  if (values.authType === 'none') {
    return { ok: true, body: { name, settings: { ...settings, auth: {} }, editCredentials: false } };
  }
  // Secrets stay behind when the address moves to another host: they are asked for again.
  const secretsDropped = secretsDroppedBy(values, server);
  if (values.editCredentials || secretsDropped) {
    const errors = checkCredentials(values, server, secretsDropped);
    if (errors) return { ok: false, errors };
    return {
      ok: true,
      body: { name, settings: { ...settings, auth: credentialsOf(values) }, editCredentials: true },
    };
  }
  // Credentials are not being edited, so the stored ones must already fit the chosen type.
  const unfit = storedFit(values.authType, server);
  if (unfit) return { ok: false, errors: unfit };
  return { ok: true, body: { name, settings: { ...settings, auth: {} }, editCredentials: false } };
}

/**
 * The update that lets an import read the API's conventions from its document (DESIGN.md §7d): the
 * server as it is, with the REST adapter and the openapi preset; its credentials untouched.
 */
export function openApiConventionsUpdate(server: Server): ServerUpdateCheck {
  const values = formValuesOf(server);
  return buildServerUpdate({ ...values, adapter: 'rest', rest: restFormValuesOfPreset('openapi') }, server);
}

/** Whether an import into the server already reads the conventions from the document. */
export const readsOpenApiConventions = (server: Server) =>
  server.settings.adapter === 'rest' && server.settings.rest?.preset === 'openapi';
