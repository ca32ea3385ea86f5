import type { ClaimNames, GroupMapping, Role } from '@portal/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IdentityProvidersTable } from '../../db/schema.ts';

export type ProviderRow = Selectable<IdentityProvidersTable>;

/** A provider with what hangs off it, as the services read it. */
export type ProviderRecord = {
  id: string;
  accountId: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecretSealed: string;
  scopes: string[];
  claims: ClaimNames;
  emailDomains: string[];
  groupMappings: GroupMapping[];
  jit: boolean;
  enforce: boolean;
  updatedAt: number;
};

/** What a create or update writes; the secret already sealed. */
export type ProviderWrite = Omit<ProviderRecord, 'updatedAt'>;

async function complete(db: Db, rows: ProviderRow[]): Promise<ProviderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const accountId = rows[0].account_id;
  const domains = await db
    .selectFrom('identity_provider_domains')
    .select(['provider_id', 'domain'])
    .where('account_id', '=', accountId)
    .where('provider_id', 'in', ids)
    .orderBy('domain')
    .execute();
  const mappings = await db
    .selectFrom('identity_provider_mappings')
    .select(['provider_id', 'value', 'group_id', 'roles'])
    .where('account_id', '=', accountId)
    .where('provider_id', 'in', ids)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecretSealed: row.client_secret_sealed,
    scopes: JSON.parse(row.scopes) as string[],
    claims: JSON.parse(row.claims) as ClaimNames,
    emailDomains: domains.filter((entry) => entry.provider_id === row.id).map((entry) => entry.domain),
    groupMappings: mappings
      .filter((entry) => entry.provider_id === row.id)
      .map((entry) => ({
        value: entry.value,
        group: entry.group_id,
        roles: JSON.parse(entry.roles) as Role[],
      })),
    jit: row.jit === 1,
    enforce: row.enforce === 1,
    updatedAt: row.updated_at,
  }));
}

export async function listProviders(db: Db, accountId: string): Promise<ProviderRecord[]> {
  const rows = await db
    .selectFrom('identity_providers')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return complete(db, rows);
}

export async function findProvider(
  db: Db,
  accountId: string,
  id: string,
): Promise<ProviderRecord | undefined> {
  const rows = await db
    .selectFrom('identity_providers')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
  return (await complete(db, rows))[0];
}

/**
 * The provider that signs in an e-mail domain, in whichever account claimed it: the one lookup made
 * before the tenant is known (the work e-mail typed on the sign-in page).
 */
export async function findProviderByDomain(db: Db, domain: string): Promise<ProviderRecord | undefined> {
  const claim = await db
    .selectFrom('identity_provider_domains')
    .select(['account_id', 'provider_id'])
    .where('domain', '=', domain)
    .executeTakeFirst();
  return claim ? findProvider(db, claim.account_id, claim.provider_id) : undefined;
}

/** A provider by its id alone (the provider-initiated link names no account). */
export async function findProviderById(db: Db, id: string): Promise<ProviderRecord | undefined> {
  const row = await db
    .selectFrom('identity_providers')
    .select('account_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? findProvider(db, row.account_id, id) : undefined;
}

/** Which of these domains another provider (of any account) already claims. */
export async function domainsClaimedElsewhere(
  db: Db,
  domains: string[],
  providerId: string,
): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('identity_provider_domains')
    .select('domain')
    .where('domain', 'in', domains)
    .where('provider_id', '!=', providerId)
    .execute();
  return rows.map((row) => row.domain);
}

/** Which of these domains people of other accounts have addresses at. */
export async function domainsUsedByOtherAccounts(
  db: Db,
  domains: string[],
  accountId: string,
): Promise<string[]> {
  const used: string[] = [];
  for (const domain of domains) {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', `%@${domain}`)
      .where('account_id', '!=', accountId)
      .executeTakeFirst();
    if (row) used.push(domain);
  }
  return used;
}

/** Which of these group ids are groups of the account. */
export async function groupsOfAccount(db: Db, accountId: string, groupIds: string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', groupIds)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Writes the provider's row, and its domains and mappings afresh; run it in a transaction. */
export async function saveProvider(trx: Db, provider: ProviderWrite, isNew: boolean): Promise<void> {
  const now = Date.now();
  const columns = {
    name: provider.name,
    issuer: provider.issuer,
    client_id: provider.clientId,
    client_secret_sealed: provider.clientSecretSealed,
    scopes: JSON.stringify(provider.scopes),
    claims: JSON.stringify(provider.claims),
    jit: provider.jit ? 1 : 0,
    enforce: provider.enforce ? 1 : 0,
    updated_at: now,
  };
  if (isNew) {
    await trx
      .insertInto('identity_providers')
      .values({ id: provider.id, account_id: provider.accountId, created_at: now, ...columns })
      .execute();
  } else {
    await trx
      .updateTable('identity_providers')
      .set(columns)
      .where('account_id', '=', provider.accountId)
      .where('id', '=', provider.id)
      .execute();
  }
  const owned = { account_id: provider.accountId, provider_id: provider.id };
  await trx.deleteFrom('identity_provider_domains').where('provider_id', '=', provider.id).execute();
  await trx
    .insertInto('identity_provider_domains')
    .values(provider.emailDomains.map((domain) => ({ ...owned, domain })))
    .execute();
  await trx.deleteFrom('identity_provider_mappings').where('provider_id', '=', provider.id).execute();
  if (provider.groupMappings.length > 0)
    await trx
      .insertInto('identity_provider_mappings')
      .values(
        provider.groupMappings.map((mapping, position) => ({
          ...owned,
          id: crypto.randomUUID(),
          position,
          value: mapping.value,
          group_id: mapping.group,
          roles: JSON.stringify(mapping.roles),
        })),
      )
      .execute();
}

/** Its domains, mappings, links and open sign-ins go with it (foreign keys cascade). */
export async function deleteProvider(trx: Db, accountId: string, id: string): Promise<void> {
  await trx
    .deleteFrom('identity_providers')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Whether any provider of the account enforces single sign-on. */
export async function accountEnforcesSso(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('identity_providers')
    .select('id')
    .where('account_id', '=', accountId)
    .where('enforce', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The groups of the account that mappings name, with the names of the providers that map each. */
export async function mappedGroups(db: Db, accountId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('identity_provider_mappings as m')
    .innerJoin('identity_providers as p', (join) =>
      join.onRef('p.id', '=', 'm.provider_id').onRef('p.account_id', '=', 'm.account_id'),
    )
    .select(['m.group_id', 'p.name'])
    .where('m.account_id', '=', accountId)
    .where('m.group_id', 'is not', null)
    .orderBy('p.name')
    .execute();
  const byGroup = new Map<string, string[]>();
  for (const row of rows) {
    const names = byGroup.get(row.group_id!) ?? [];
    if (!names.includes(row.name)) names.push(row.name);
    byGroup.set(row.group_id!, names);
  }
  return byGroup;
}
