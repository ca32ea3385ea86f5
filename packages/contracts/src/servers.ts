import { z } from 'zod';
import { limits } from './constants.ts';
import { messages } from './messages.ts';
import { httpUrlPattern } from './patterns.ts';
import { restSettings } from './rest-conventions.ts';
import { restMessages } from './rest-messages.ts';
import { serverCapabilities } from './rest-preset-parts.ts';

export const adapters = ['default', 'fusion', 'oracleunity', 'odata', 'jsonserver', 'rest'] as const;
export type Adapter = (typeof adapters)[number];
export const adapterLabels: Record<Adapter, string> = {
  default: 'Default',
  fusion: 'Fusion',
  oracleunity: 'Oracle Unity',
  odata: 'OData',
  jsonserver: 'JSON Server',
  rest: 'REST (any API)',
};

/**
 * The OAuth2 resource owner password credentials grant keeps the product's own spelling (SPEC.md §3).
 * `oauth2-user` and `sign-in-token` call the upstream as the person (DESIGN.md §6d).
 */
export const authTypes = [
  'none',
  'basic',
  'auth2ropasswordcredentias',
  'oauth2-user',
  'sign-in-token',
] as const;
export type AuthType = (typeof authTypes)[number];
export const authTypeLabels: Record<AuthType, string> = {
  none: 'None',
  basic: 'Basic',
  // SPEC.md §3 labels it 'Credentias'; the wire value keeps that spelling, the label reads right.
  auth2ropasswordcredentias: 'OAuth2 Resource Owner Password Credentials',
  'oauth2-user': 'OAuth2 as each person (authorization code)',
  'sign-in-token': 'Single sign-on token of each person',
};

/**
 * How the OAuth2 password grant authenticates the portal as a client at the token URL (RFC 6749
 * §2.3.1): not at all (a public client, FastAPI's OAuth2PasswordRequestForm without a client id),
 * with HTTP Basic (the default, as before), or with client_id and client_secret in the form body.
 */
export const clientAuthModes = ['none', 'basic', 'body'] as const;
export type ClientAuthMode = (typeof clientAuthModes)[number];
export const clientAuthLabels: Record<ClientAuthMode, string> = {
  none: 'None (no client id)',
  basic: 'HTTP Basic',
  body: 'In the form body',
};

/** Whether a server's upstream answers as the person calling (DESIGN.md §6d): cache and tokens per person. */
export const isPerPersonAuth = (authType: AuthType): authType is 'oauth2-user' | 'sign-in-token' =>
  authType === 'oauth2-user' || authType === 'sign-in-token';

/** Credential fields that are never sent back, not even to admins. */
export const secretAuthFields = ['password', 'secret', 'clientSecret'] as const;
export type SecretAuthField = (typeof secretAuthFields)[number];

/** Whether an http(s) URL is well formed: the SPEC pattern and a real URL parse. */
export function isHttpUrl(value: string): boolean {
  if (!httpUrlPattern.test(value) || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** The server URL as stored: endpoint URLs are appended to it, so it ends with a slash. */
export function withTrailingSlash(url: string): string {
  const parsed = new URL(url);
  if (parsed.search || parsed.hash || url.endsWith('/')) return url;
  return `${url}/`;
}

const tooLong = (max: number) => `At most ${max} characters.`;

const serverName = z
  .string({ error: messages.allFieldsRequired })
  .trim()
  .min(1, messages.allFieldsRequired)
  .max(limits.shortText, tooLong(limits.shortText));

const serverUrl = z
  .string({ error: messages.allFieldsRequired })
  .trim()
  .min(1, messages.allFieldsRequired)
  .max(limits.longText, tooLong(limits.longText))
  .refine(isHttpUrl, messages.invalidServerUrl)
  .transform(withTrailingSlash);

const authField = z.string().max(limits.longText, tooLong(limits.longText)).optional();

/** Credentials as the form sends them; blank or absent secrets keep the stored ones. */
export const serverAuthInput = z.object({
  username: authField,
  password: authField,
  clientid: authField,
  secret: authField,
  scope: authField,
  tokenurl: authField,
  clientauth: z.enum(clientAuthModes, { error: messages.invalidClientAuth }).optional(),
  // oauth2-user (DESIGN.md §6d): the upstream's authorization server and the portal's client there.
  authorizeUrl: authField,
  tokenUrl: authField,
  revokeUrl: authField,
  clientId: authField,
  clientSecret: authField,
  scopes: authField,
  /** oauth2-user: sent as `audience` with the authorization; sign-in-token: the token is exchanged for it. */
  audience: authField,
});
export type ServerAuthInput = z.infer<typeof serverAuthInput>;

const adapter = z.enum(adapters, { error: messages.invalidAdapter });
const authType = z.enum(authTypes, { error: messages.invalidAuthType });

/** What the new-server form holds (SPEC.md §7: a name and a URL); the web app checks it field by field. */
export const newServerInput = z.object({ name: z.string(), url: z.string() });
export type NewServerInput = z.infer<typeof newServerInput>;

export const serverCreateBody = z.object(
  {
    name: serverName,
    settings: z
      .object(
        {
          url: serverUrl,
          adapter: adapter.default('default'),
          authType: authType.default('none'),
          auth: serverAuthInput.optional(),
          /** The declared conventions; required with adapter 'rest' (DESIGN.md §6a). */
          rest: restSettings.optional(),
        },
        { error: messages.allFieldsRequired },
      )
      .refine((settings) => settings.adapter !== 'rest' || settings.rest !== undefined, {
        error: restMessages.restSettingsRequired,
        path: ['rest'],
      }),
  },
  { error: messages.allFieldsRequired },
);
export type ServerCreateBody = z.infer<typeof serverCreateBody>;

export const serverUpdateBody = z.object(
  {
    name: serverName,
    settings: z.object(
      {
        url: serverUrl,
        adapter: adapter.optional(),
        authType: authType.optional(),
        /** Sent empty (or left out) when 'Edit Credentials' is off: the stored credentials stay. */
        auth: serverAuthInput.optional(),
        /** Replaces the stored conventions; left out, they stay. */
        rest: restSettings.optional(),
      },
      { error: messages.allFieldsRequired },
    ),
    /** false ignores `settings.auth` entirely, whatever it holds. */
    editCredentials: z.boolean().optional(),
  },
  { error: messages.allFieldsRequired },
);
export type ServerUpdateBody = z.infer<typeof serverUpdateBody>;

export const server = z.object({
  uuid: z.string(),
  name: z.string(),
  settings: z.object({
    url: z.string(),
    adapter: z.enum(adapters),
    authType: z.enum(authTypes),
    /** Secrets are always blank; the other fields are filled for admins only. */
    auth: z.object({
      username: z.string(),
      password: z.literal(''),
      clientid: z.string(),
      secret: z.literal(''),
      scope: z.string(),
      tokenurl: z.string(),
      /** The OAuth2 client authentication; absent: HTTP Basic. */
      clientauth: z.enum(clientAuthModes).optional(),
      /** The per-person types' fields (DESIGN.md §6d), present for those types only. */
      authorizeUrl: z.string().optional(),
      tokenUrl: z.string().optional(),
      revokeUrl: z.string().optional(),
      clientId: z.string().optional(),
      clientSecret: z.literal('').optional(),
      scopes: z.string().optional(),
      audience: z.string().optional(),
    }),
    /** Which secrets are stored (clientSecret: for the per-person types only). */
    authSet: z.object({ password: z.boolean(), secret: z.boolean(), clientSecret: z.boolean().optional() }),
    /**
     * The declared conventions of a rest server, as saved, a credential header's value blank (it is
     * sealed); absent for the other adapters.
     */
    rest: restSettings.optional(),
    /** The fixed credential headers of `rest.headers` whose value is stored (header-names.ts). */
    credentialHeadersSet: z.array(z.string()),
  }),
  /** Epoch milliseconds of the last credential change, or null when none was ever stored. */
  authLastUpdated: z.number().nullable(),
  /**
   * Whether its URL is plain http to a host the portal's operator allowed (UPSTREAM_ALLOW), where
   * credentials may go unencrypted: the admin screen then does not warn about http.
   */
  plainHttpAllowed: z.boolean(),
  /** What its conventions let a page ask: design screens offer only these (DESIGN.md §6a). */
  capabilities: serverCapabilities,
});
export type Server = z.infer<typeof server>;
