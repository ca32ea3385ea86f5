// Texts of single sign-on and SCIM provisioning (DESIGN.md §4a), spread into `messages`. The sign-in
// page's few texts are a module of their own (sso-sign-in-messages.ts), so the public pages import
// only those.
import { ssoSignInMessages } from './sso-sign-in-messages.ts';

export const ssoMessages = {
  ...ssoSignInMessages,

  // Settings ▸ Sign-in
  signInSettingsTitle: 'Sign-in',
  signInSettingsSubtitle:
    "Let people sign in with your company's identity provider, and let it add and remove them (SCIM).",
  signInSettingsCard: 'Single sign-on with your identity provider, and provisioning by SCIM.',
  openSignInSettings: 'Open the sign-in settings',
  identityProvidersTitle: 'Identity providers',
  addIdentityProvider: 'Add identity provider',
  editIdentityProvider: 'Edit identity provider',
  noIdentityProviders:
    'No identity provider yet. Add one so that your people sign in with their company account.',
  errorLoadingIdentityProviders: 'Error loading the identity providers',
  providerName: 'Name',
  providerIssuer: 'Issuer URL',
  providerIssuerHint:
    'The address the provider names itself by; the portal reads /.well-known/openid-configuration under it.',
  providerClientId: 'Client ID',
  providerClientSecret: 'Client secret',
  providerClientSecretKept: 'Stored — leave blank to keep',
  providerScopes: 'Scopes',
  providerScopesHint: 'Separated by spaces; openid is always asked for.',
  providerDomains: 'E-mail domains',
  providerDomainsHint: "Your company's own domains, e.g. example.com. People of these domains sign in here.",
  providerClaimsTitle: 'Claims',
  claimEmail: 'E-mail claim',
  claimEmailVerified: 'Verified e-mail claim',
  claimName: 'Name claim',
  claimGroups: 'Groups claim',
  groupMappingsTitle: 'Group mappings',
  groupMappingsHint:
    'At every sign-in, membership of each mapped group and each mapped role follows the groups claim. Groups no mapping names keep the members added by hand.',
  mappingValue: 'Value in the groups claim',
  mappingGroup: 'Portal group',
  mappingNoGroup: 'No group (roles only)',
  mappingRoles: 'Roles',
  addGroupMapping: 'Add mapping',
  removeGroupMapping: 'Remove mapping',
  providerJit: 'Create people at their first sign-in',
  providerJitHint: 'Off: only people an admin or SCIM added may sign in.',
  providerEnforce: 'Require single sign-on',
  providerEnforceHint:
    "People of this account sign in only through an identity provider; password sign-in and reset tell them so. The account's owner keeps a password as the way back, and each use of it is audited.",
  redirectUri: 'Redirect URI',
  redirectUriHint: "Register this at the provider as the application's redirect (callback) URI.",
  initiateLoginUri: 'Sign-in link',
  initiateLoginUriHint:
    "Bookmark it, or give it to the provider as the application's initiate login URI (provider-initiated sign-in).",
  copy: 'Copy',
  copied: 'Copied',
  testSignIn: 'Test sign-in',
  testSignInHint: 'Signs in at the provider and shows what it sends, without signing anyone in here.',
  testResultTitle: 'Test sign-in result',
  testClaimsReceived: 'Claims received',
  testNoClaims: 'The provider sent no claims.',
  testResultMissing: 'This test result is no longer available. Run the test again.',
  saveIdentityProvider: 'Save',
  cancel: 'Cancel',
  identityProviderSaved: 'Identity provider saved',
  identityProviderDeleted: 'Identity provider deleted',
  deleteIdentityProvider: 'Delete identity provider',
  deleteIdentityProviderConfirm:
    'People who sign in with this provider can no longer do so, and their links to it are forgotten. Their portal users stay.',
  errorSavingIdentityProvider: 'Error saving the identity provider',
  errorDeletingIdentityProvider: 'Error deleting the identity provider',
  identityProviderNotFound: 'Identity provider not found',
  mappedGroupBadge: 'Synced',
  mappedGroupNote:
    'Members of this group follow the identity provider at each sign-in: a person the provider does not list is taken out at their next sign-in.',

  // Refusals of the identity provider form
  providerNameRequired: 'Name is required',
  providerIssuerInvalid: 'Enter the issuer as an http:// or https:// address, e.g. https://login.example.com',
  providerIssuerNeedsHttps:
    "The issuer must use https://, except on hosts your portal's operator has allowed (UPSTREAM_ALLOW).",
  providerClientIdRequired: 'Client ID is required',
  providerClientSecretRequired: 'Client secret is required',
  providerDomainsRequired: 'Add at least one e-mail domain',
  providerDomainInvalid: 'This is not a domain name, e.g. example.com',
  providerDomainTaken: 'This e-mail domain already belongs to an identity provider.',
  providerDomainUsedElsewhere:
    'People of another account of this portal have addresses in this domain, so it cannot be claimed here.',
  providerMappingEmpty: 'A mapping needs a portal group, a role, or both.',
  providerMappingGroupMissing: 'This group does not exist (any more).',
  providerDiscoveryFailed:
    "The portal could not read the provider's OpenID configuration at this issuer. Check the issuer URL.",

  // SCIM tokens
  scimTitle: 'Provisioning (SCIM)',
  scimHint:
    'Your identity provider adds, changes and removes people through SCIM 2.0 at this address, with a token made here.',
  scimBaseUrl: 'SCIM base URL',
  scimTokensTitle: 'SCIM tokens',
  newScimToken: 'New token',
  scimTokenName: 'Token name',
  scimTokenNameRequired: 'Token name is required',
  createScimToken: 'Create token',
  scimTokenCreatedTitle: 'Copy your token now',
  scimTokenCreatedHint:
    'This is the only time the token is shown. Paste it into your identity provider as the SCIM bearer token.',
  scimTokenDone: 'Done',
  noScimTokens: 'No SCIM token yet.',
  scimTokenCreatedAt: 'Created',
  scimTokenLastUsed: 'Last used',
  scimTokenNeverUsed: 'Never',
  revokeScimToken: 'Revoke',
  revokeScimTokenConfirm:
    'The identity provider can no longer provision with this token. This cannot be undone.',
  scimTokenRevoked: 'SCIM token revoked',
  scimTokenNotFound: 'SCIM token not found',
  errorLoadingScimTokens: 'Error loading the SCIM tokens',
  errorCreatingScimToken: 'Error creating the SCIM token',
  errorRevokingScimToken: 'Error revoking the SCIM token',

  // SCIM answers (RFC 7644 errors' detail), read in the identity provider's provisioning logs
  scimTokenRequired: 'A valid SCIM bearer token of this portal is required (Authorization: Bearer …).',
  scimUserNotFound: 'No user with this id in this account.',
  scimGroupNotFound:
    'No provisioned group with this id in this account: only the groups an identity provider maps are provisioned.',
  scimUserNameNotEmail: "userName must be the person's e-mail address.",
  scimUserNameTaken: 'A user with this userName (e-mail address) already exists in this portal.',
  scimUserNameCannotChange: 'The userName (e-mail address) of a user cannot be changed.',
  scimGroupRenameRefused: 'A portal group is renamed in the portal, not by provisioning.',
  scimMemberUnknown: 'These members are not users of this account:',
  scimPathUnsupported: 'This attribute cannot be changed by provisioning:',
  scimInvalidBody: 'The request is not a valid SCIM resource:',
  scimInvalidFilter: "The filter does not follow RFC 7644's grammar:",
  scimUnsupportedMediaType: 'Send the body as application/scim+json or application/json.',
} as const;

/** POST /scim/v2/Groups of a group no mapping names: the portal provisions members of mapped groups only. */
export const scimGroupNotMapped = (name: string) =>
  `The portal provisions members of the groups an identity provider maps: create a portal group named '${name}' and map it in Settings ▸ Sign-in.`;

/** A public mail domain (gmail.com…) cannot be claimed: anyone may hold an address there. */
export const ssoPublicDomainRefused = (domain: string) =>
  `${domain} is a public mail domain, which anyone can have an address at: claim your company's own domain.`;

/** What a test sign-in found (Settings ▸ Sign-in): how the sign-in of the person would end. */
export const ssoTestOutcome = {
  linked: (who: string) => `${who} would be signed in: already linked to this provider.`,
  link: (who: string) => `${who} would be signed in, and linked to this provider at this first sign-in.`,
  create: (email: string) =>
    `A new user ${email} would be created and signed in (first sign-in, with 'Create people at their first sign-in' on).`,
} as const;
