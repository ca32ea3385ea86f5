import type { FastifyInstance } from 'fastify';
import type * as oidc from 'openid-client';
import { findProvider } from './identity-provider-repository.ts';

/**
 * openid-client's configuration of the identity provider that issued a session's sign-in tokens, for
 * refreshing them or exchanging them (RFC 8693) for a data server's audience (DESIGN.md §6d); undefined
 * when the provider was deleted meanwhile.
 */
export async function signInProviderConfiguration(
  app: Pick<FastifyInstance, 'db' | 'providerConfigurations'>,
  accountId: string,
  providerId: string,
): Promise<oidc.Configuration | undefined> {
  const provider = await findProvider(app.db, accountId, providerId);
  return provider ? app.providerConfigurations.of(provider) : undefined;
}
