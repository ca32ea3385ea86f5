/**
 * Column types shared by SQLite and PostgreSQL: booleans are 0/1 integers, times are epoch
 * milliseconds (bigint in PostgreSQL, read back as numbers), JSON is text.
 */
export interface AccountsTable {
  id: string;
  name: string;
  name_key: string;
  created_at: number;
  /** The person who registered the account: keeps a password when single sign-on is enforced. */
  owner_id: string | null;
}

export interface UsersTable {
  id: string;
  account_id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  /** 0 until the account is activated or the invitation accepted, and when an admin disables the user. */
  active: number;
  /** JSON array of roles. */
  roles: string;
  custom1: string;
  custom2: string;
  custom3: string;
  embed: number;
  last_access: number | null;
  created_at: number;
  /** The SCIM client's own id of the person (RFC 7643 externalId). */
  external_id: string | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  account_id: string;
  fingerprint: string;
  created_at: number;
  last_seen_at: number;
}

export interface TokensTable {
  token_hash: string;
  kind: 'activation' | 'reset' | 'invitation';
  user_id: string;
  account_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/**
 * A registration waiting for activation: each keeps its own link (by digest), password and account
 * name; following the link creates the account. None holds an address or account name meanwhile.
 */
export interface RegistrationsTable {
  token_hash: string;
  email: string;
  account_name: string;
  name_key: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  expires_at: number;
  created_at: number;
}

export interface ServersTable {
  id: string;
  account_id: string;
  name: string;
  name_key: string;
  /** JSON {url, adapter, authType} — never the secrets. */
  settings: string;
  /** AES-256-GCM sealed JSON of the credentials, or null. */
  auth_sealed: string | null;
  created_at: number;
  updated_at: number;
}

export interface EndpointsTable {
  id: string;
  account_id: string;
  server_id: string;
  name: string;
  /** JSON {url, method, response, params, bodyParams, headers}. */
  settings: string;
  created_at: number;
  updated_at: number;
}

export interface ViewsTable {
  id: string;
  account_id: string;
  name: string;
  name_key: string;
  type: 'search' | 'detail';
  metacontent: string;
  metadata: string;
  version: number;
  created_at: number;
  updated_at: number;
  /** The user who created or last saved the view; null for views saved before it was recorded. */
  updated_by: string | null;
}

export interface GroupsTable {
  id: string;
  account_id: string;
  name: string;
  created_at: number;
}

export interface GroupUsersTable {
  group_id: string;
  user_id: string;
  account_id: string;
}

export interface GroupViewsTable {
  group_id: string;
  view_id: string;
  account_id: string;
}

export interface AuditLogTable {
  id: string;
  account_id: string | null;
  user_id: string | null;
  action: string;
  detail: string;
  created_at: number;
  /** What the entry is about: 'user', 'group', 'server', 'endpoint' or 'view'; null when nothing. */
  target_type: string | null;
  target_id: string | null;
  /** The target's name when the change was made. */
  target_name: string | null;
}

export interface SavedSearchesTable {
  id: string;
  account_id: string;
  view_id: string;
  user_id: string;
  name: string;
  name_key: string;
  /** JSON: the page's address state ({search?, sort?, numbers?}). */
  state: string;
  created_at: number;
  updated_at: number;
}

/** A person's tokens at a per-person server (DESIGN.md §6d), sealed. */
export interface UpstreamConnectionsTable {
  id: string;
  account_id: string;
  user_id: string;
  server_id: string;
  /** JSON {accessToken, refreshToken?, tokenType?} sealed with the application key. */
  tokens_sealed: string;
  expires_at: number | null;
  revision: number;
  created_at: number;
  updated_at: number;
  last_used_at: number | null;
}

/** An authorization in progress: single use, bound to the session that started it. */
export interface UpstreamAuthorizationsTable {
  state_hash: string;
  account_id: string;
  user_id: string;
  server_id: string;
  session_hash: string;
  verifier_sealed: string;
  return_to: string;
  expires_at: number;
}

export interface IdentityProvidersTable {
  id: string;
  account_id: string;
  name: string;
  issuer: string;
  client_id: string;
  client_secret_sealed: string;
  /** JSON array of scope names. */
  scopes: string;
  /** JSON {email, emailVerified, name, groups}. */
  claims: string;
  jit: number;
  enforce: number;
  created_at: number;
  updated_at: number;
}

export interface IdentityProviderDomainsTable {
  domain: string;
  account_id: string;
  provider_id: string;
}

export interface IdentityProviderMappingsTable {
  id: string;
  account_id: string;
  provider_id: string;
  position: number;
  value: string;
  group_id: string | null;
  /** JSON array of roles. */
  roles: string;
}

export interface UserIdentitiesTable {
  provider_id: string;
  subject: string;
  account_id: string;
  user_id: string;
  created_at: number;
}

export interface SignInFlowsTable {
  token_hash: string;
  id: string;
  account_id: string;
  provider_id: string;
  /** A started sign-in, a started test sign-in, or a finished test's result. */
  purpose: 'sign-in' | 'test' | 'test-result';
  state: string | null;
  nonce: string | null;
  code_verifier: string | null;
  user_id: string | null;
  result: string | null;
  expires_at: number;
  created_at: number;
}

/** The provider's tokens of the single sign-on that made a session (modules/sso/sign-in-tokens.ts). */
export interface SignInTokensTable {
  session_token_hash: string;
  account_id: string;
  user_id: string;
  provider_id: string;
  /** Sealed JSON (secret box), bound to the session. */
  sealed: string;
  created_at: number;
}

export interface ScimTokensTable {
  id: string;
  account_id: string;
  name: string;
  token_hash: string;
  created_at: number;
  last_used_at: number | null;
}

export interface Database {
  accounts: AccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  registrations: RegistrationsTable;
  servers: ServersTable;
  endpoints: EndpointsTable;
  views: ViewsTable;
  groups: GroupsTable;
  group_users: GroupUsersTable;
  group_views: GroupViewsTable;
  audit_log: AuditLogTable;
  saved_searches: SavedSearchesTable;
  upstream_connections: UpstreamConnectionsTable;
  upstream_authorizations: UpstreamAuthorizationsTable;
  identity_providers: IdentityProvidersTable;
  identity_provider_domains: IdentityProviderDomainsTable;
  identity_provider_mappings: IdentityProviderMappingsTable;
  user_identities: UserIdentitiesTable;
  sign_in_flows: SignInFlowsTable;
  sign_in_tokens: SignInTokensTable;
  scim_tokens: ScimTokensTable;
}
