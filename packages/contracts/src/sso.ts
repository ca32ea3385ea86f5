import { z } from 'zod';
import { role } from './auth.ts';
import { limits } from './constants.ts';
import { entityId } from './ids.ts';
import { messages } from './messages.ts';

const tooLong = (max: number) => `At most ${max} characters.`;
const text = (required: string, max: number = limits.shortText) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong(max));

/**
 * Mail domains anyone can have an address at: an account that claimed one would sign in strangers
 * (DESIGN.md §4a). The big free providers and their country variants; a company's own domain is never
 * among them.
 */
export const publicMailDomains: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.de',
  'live.com',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.de',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'mail.com',
  'mail.ru',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'qq.com',
  '163.com',
  '126.com',
  'fastmail.com',
  'tutanota.com',
  'hey.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'libero.it',
  'naver.com',
];

/** A host name of at least two labels, letters, digits and inner hyphens (punycode included). */
const domainPattern =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const emailDomain = z
  .string({ error: messages.providerDomainInvalid })
  .trim()
  .toLowerCase()
  .regex(domainPattern, messages.providerDomainInvalid);

export const claimNames = z.object({
  email: text(messages.required).default('email'),
  /** Not every provider names it email_verified (Entra ID: xms_edov). */
  emailVerified: text(messages.required).default('email_verified'),
  name: text(messages.required).default('name'),
  groups: text(messages.required).default('groups'),
});
export type ClaimNames = z.infer<typeof claimNames>;

export const groupMapping = z
  .object({
    value: text(messages.required, 500),
    group: entityId().nullable().default(null),
    roles: z
      .array(role)
      .default([])
      .transform((given) => [...new Set(given)]),
  })
  .refine((mapping) => mapping.group !== null || mapping.roles.length > 0, {
    message: messages.providerMappingEmpty,
    path: ['group'],
  });
export type GroupMapping = z.infer<typeof groupMapping>;

const scopeToken = z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,100}$/, 'Not a scope name');

const providerFields = {
  name: text(messages.providerNameRequired),
  issuer: z
    .string({ error: messages.providerIssuerInvalid })
    .trim()
    .max(500, tooLong(500))
    // Kept as written: openid-client compares it with the provider's own, and some end in a slash (Auth0).
    .regex(/^https?:\/\/[^\s/?#]+[^\s?#]*$/i, messages.providerIssuerInvalid),
  clientId: text(messages.providerClientIdRequired, 500),
  scopes: z
    .array(scopeToken)
    .max(30)
    .default(['openid', 'email', 'profile'])
    .transform((given) => [...new Set(['openid', ...given])]),
  emailDomains: z
    .array(emailDomain, { error: messages.providerDomainsRequired })
    .min(1, messages.providerDomainsRequired)
    .max(50)
    .transform((given) => [...new Set(given)]),
  claims: claimNames.default({
    email: 'email',
    emailVerified: 'email_verified',
    name: 'name',
    groups: 'groups',
  }),
  groupMappings: z.array(groupMapping).max(200).default([]),
  jit: z.boolean().default(false),
  enforce: z.boolean().default(false),
};

/** POST /api/identity-providers: the client secret is required. */
export const identityProviderCreateBody = z.object({
  ...providerFields,
  clientSecret: text(messages.providerClientSecretRequired, 2000),
});
export type IdentityProviderCreateBody = z.infer<typeof identityProviderCreateBody>;

/** PUT /api/identity-providers/{id}: a blank or absent client secret keeps the stored one. */
export const identityProviderUpdateBody = z.object({
  ...providerFields,
  clientSecret: z.string().trim().max(2000, tooLong(2000)).optional(),
});
export type IdentityProviderUpdateBody = z.infer<typeof identityProviderUpdateBody>;

/** An identity provider as admins read it: never its client secret, only whether one is stored. */
export const identityProvider = z.object({
  uuid: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  scopes: z.array(z.string()),
  emailDomains: z.array(z.string()),
  claims: z.object({ email: z.string(), emailVerified: z.string(), name: z.string(), groups: z.string() }),
  groupMappings: z.array(z.object({ value: z.string(), group: z.string().nullable(), roles: z.array(role) })),
  jit: z.boolean(),
  enforce: z.boolean(),
  /** `${PUBLIC_URL}/api/sso/callback`, the same for every provider: registered at the provider. */
  redirectUri: z.string(),
  /** `${PUBLIC_URL}/api/sso/start?provider={uuid}`: provider-initiated sign-in, or a bookmark. */
  initiateLoginUri: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProvider>;

/** GET /api/sso/start: by work e-mail, or by provider (the provider-initiated link). */
export const ssoStartQuery = z.object({
  email: z.string().max(254).optional(),
  provider: z.string().max(64).optional(),
  /** Sent by a provider that starts the sign-in itself (OpenID Connect's third-party initiated login). */
  iss: z.string().max(500).optional(),
  login_hint: z.string().max(254).optional(),
});

/** What a test sign-in found: how the sign-in would end, and every claim the provider sent. */
export const signInTestResult = z.object({
  uuid: z.string(),
  provider: z.object({ uuid: z.string(), name: z.string() }),
  /** ISO 8601. */
  at: z.string(),
  outcome: z.object({
    /** 'sign-in': this person would be signed in (linked or created as `message` says); 'refused': not. */
    kind: z.enum(['sign-in', 'refused']),
    message: z.string(),
  }),
  /** Each claim as received, its value as JSON text (cut at 500 characters). */
  claims: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type SignInTestResult = z.infer<typeof signInTestResult>;

/** POST /api/scim-tokens. */
export const scimTokenBody = z.object({ name: text(messages.scimTokenNameRequired) });
export type ScimTokenBody = z.infer<typeof scimTokenBody>;

/** The answer of POST /api/scim-tokens: the token itself, shown this once. */
export const scimTokenCreated = z.object({ uuid: z.string(), name: z.string(), token: z.string() });
export type ScimTokenCreated = z.infer<typeof scimTokenCreated>;

/** A SCIM token as GET /api/scim-tokens lists it: never the token. Times are ISO 8601. */
export const scimToken = z.object({
  uuid: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimToken>;
