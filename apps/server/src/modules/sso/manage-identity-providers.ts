import { randomUUID } from 'node:crypto';
import {
  type IdentityProvider,
  type IdentityProviderCreateBody,
  type IdentityProviderUpdateBody,
  messages,
  publicMailDomains,
  ssoPublicDomainRefused,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { mayCarryCredentials } from '../../proxy/outbound/classify-address.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  deleteProvider,
  domainsClaimedElsewhere,
  domainsUsedByOtherAccounts,
  findProvider,
  groupsOfAccount,
  listProviders,
  type ProviderRecord,
  saveProvider,
} from './identity-provider-repository.ts';
import { clientSecretContext } from './provider-configurations.ts';
import { providerTarget } from './sso-audit.ts';

/** A provider as admins read it: the secret only as "one is stored", the addresses to give the provider. */
export function presentProvider(app: FastifyInstance, provider: ProviderRecord): IdentityProvider {
  const { publicUrl } = app.config;
  return {
    uuid: provider.id,
    name: provider.name,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecretSet: provider.clientSecretSealed !== '',
    scopes: provider.scopes,
    emailDomains: provider.emailDomains,
    claims: provider.claims,
    groupMappings: provider.groupMappings,
    jit: provider.jit,
    enforce: provider.enforce,
    redirectUri: `${publicUrl}/api/sso/callback`,
    initiateLoginUri: `${publicUrl}/api/sso/start?provider=${provider.id}`,
  };
}

export async function listProvidersOf(app: FastifyInstance, actor: AuthContext): Promise<IdentityProvider[]> {
  return (await listProviders(app.db, actor.accountId)).map((provider) => presentProvider(app, provider));
}

/** The provider of the caller's account, or 404 (also for another account's). */
export async function requireProvider(app: FastifyInstance, actor: AuthContext, id: string) {
  const provider = await findProvider(app.db, actor.accountId, id);
  if (!provider) throw notFound(messages.identityProviderNotFound);
  return provider;
}

type Body = IdentityProviderCreateBody | IdentityProviderUpdateBody;

/** The checks a save makes beyond the body's shape: https, domains free and the company's own, groups of the account. */
async function checkProvider(app: FastifyInstance, actor: AuthContext, body: Body, providerId: string) {
  if (!mayCarryCredentials(app.providerConfigurations.allow, new URL(body.issuer)))
    throw badRequest(messages.providerIssuerNeedsHttps, 'issuer');
  for (const [index, domain] of body.emailDomains.entries()) {
    if (publicMailDomains.includes(domain))
      throw badRequest(ssoPublicDomainRefused(domain), `emailDomains.${index}`);
  }
  const taken = await domainsClaimedElsewhere(app.db, body.emailDomains, providerId);
  if (taken.length > 0)
    throw conflict(
      `${messages.providerDomainTaken} (${taken.join(', ')})`,
      `emailDomains.${body.emailDomains.indexOf(taken[0])}`,
    );
  const used = await domainsUsedByOtherAccounts(app.db, body.emailDomains, actor.accountId);
  if (used.length > 0)
    throw conflict(
      `${messages.providerDomainUsedElsewhere} (${used.join(', ')})`,
      `emailDomains.${body.emailDomains.indexOf(used[0])}`,
    );
  const mapped = body.groupMappings.flatMap((mapping) => (mapping.group ? [mapping.group] : []));
  const existing = await groupsOfAccount(app.db, actor.accountId, mapped);
  const missing = body.groupMappings.findIndex((mapping) => mapping.group && !existing.has(mapping.group));
  if (missing >= 0) throw badRequest(messages.providerMappingGroupMissing, `groupMappings.${missing}.group`);
}

async function write(
  app: FastifyInstance,
  actor: AuthContext,
  provider: Omit<ProviderRecord, 'updatedAt'>,
  isNew: boolean,
  secretChanged: boolean,
) {
  try {
    await app.db.transaction().execute(async (trx) => {
      await saveProvider(trx, provider, isNew);
      await recordAudit(
        trx,
        actor,
        isNew ? 'identity_provider.create' : 'identity_provider.update',
        providerTarget(provider as ProviderRecord),
        {
          issuer: provider.issuer,
          domains: provider.emailDomains.join(', '),
          jit: provider.jit,
          enforce: provider.enforce,
          ...(isNew ? {} : { secretChanged }),
        },
      );
    });
  } catch (error) {
    // Another provider claimed a domain between the check and the write.
    if (isUniqueViolation(error)) throw conflict(messages.providerDomainTaken, 'emailDomains');
    throw error;
  }
  return presentProvider(app, (await findProvider(app.db, actor.accountId, provider.id))!);
}

export async function createProvider(
  app: FastifyInstance,
  actor: AuthContext,
  body: IdentityProviderCreateBody,
) {
  const id = randomUUID();
  await checkProvider(app, actor, body, id);
  const { clientSecret, ...fields } = body;
  const sealed = app.secretBox.seal(clientSecret, clientSecretContext(id));
  return write(
    app,
    actor,
    { ...fields, id, accountId: actor.accountId, clientSecretSealed: sealed },
    true,
    true,
  );
}

export async function updateProvider(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: IdentityProviderUpdateBody,
) {
  const existing = await requireProvider(app, actor, id);
  await checkProvider(app, actor, body, id);
  const { clientSecret, ...fields } = body;
  const secretChanged = Boolean(clientSecret);
  // A secret is bound to its issuer: moved to another issuer, it must be entered again.
  if (!secretChanged && new URL(body.issuer).origin !== new URL(existing.issuer).origin)
    throw badRequest(messages.providerClientSecretRequired, 'clientSecret');
  const sealed = secretChanged
    ? app.secretBox.seal(clientSecret!, clientSecretContext(id))
    : existing.clientSecretSealed;
  return write(
    app,
    actor,
    { ...fields, id, accountId: actor.accountId, clientSecretSealed: sealed },
    false,
    secretChanged,
  );
}

export async function deleteProviderOf(app: FastifyInstance, actor: AuthContext, id: string): Promise<void> {
  const provider = await requireProvider(app, actor, id);
  await app.db.transaction().execute(async (trx) => {
    await deleteProvider(trx, actor.accountId, id);
    await recordAudit(trx, actor, 'identity_provider.delete', providerTarget(provider));
  });
}
