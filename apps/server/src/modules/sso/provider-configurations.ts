import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as oidc from 'openid-client';
import {
  type AllowList,
  createAllowList,
  mayCarryCredentials,
} from '../../proxy/outbound/classify-address.ts';
import { createOutboundClient } from '../../proxy/outbound/outbound-client.ts';
import { guardedFetch } from './guarded-fetch.ts';
import type { ProviderRecord } from './identity-provider-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** openid-client's view of each identity provider, discovered through the outbound guard. */
    providerConfigurations: ProviderConfigurations;
  }
}

export type ProviderConfigurations = {
  /** The provider's configuration: discovered from its issuer, kept 10 minutes or until it changes. */
  of(provider: ProviderRecord): Promise<oidc.Configuration>;
  /** The operator's allow list (UPSTREAM_ALLOW), which also says where plain http may go. */
  allow: AllowList;
};

const keptMs = 10 * 60_000;
/** A provider answers within this, or the sign-in says it did not. */
const providerTimeoutMs = 10_000;
/** Discovery documents and key sets are small; a token answer too. */
const providerMaxBytes = 512 * 1024;

/** The secret box context of a provider's client secret: opening needs the provider it was sealed for. */
export const clientSecretContext = (providerId: string) => `identity-provider:${providerId}`;

async function providerConfigurationsPlugin(app: FastifyInstance) {
  const allow = createAllowList(app.config.upstreamAllow);
  const client = createOutboundClient({
    timeoutMs: Math.min(app.config.upstreamTimeoutMs, providerTimeoutMs),
    maxBytes: providerMaxBytes,
    allow: app.config.upstreamAllow,
  });
  const fetchThroughGuard = guardedFetch(client, allow);
  const kept = new Map<string, { updatedAt: number; at: number; configuration: oidc.Configuration }>();

  async function discover(provider: ProviderRecord): Promise<oidc.Configuration> {
    const issuer = new URL(provider.issuer);
    const secret = app.secretBox.open(provider.clientSecretSealed, clientSecretContext(provider.id));
    // openid-client speaks https only; plain http is let through for the hosts the operator allowed.
    const insecure = issuer.protocol === 'http:' && mayCarryCredentials(allow, issuer);
    // client_secret_basic: OpenID Connect's default, which every provider of docs/SSO.md accepts.
    return oidc.discovery(issuer, provider.clientId, undefined, oidc.ClientSecretBasic(secret), {
      [oidc.customFetch]: fetchThroughGuard,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  }

  app.decorate('providerConfigurations', {
    allow,
    async of(provider) {
      const entry = kept.get(provider.id);
      const now = Date.now();
      if (entry && entry.updatedAt === provider.updatedAt && now - entry.at < keptMs)
        return entry.configuration;
      const configuration = await discover(provider);
      kept.set(provider.id, { updatedAt: provider.updatedAt, at: now, configuration });
      return configuration;
    },
  } satisfies ProviderConfigurations);
  app.addHook('onClose', () => client.close());
}

export default fp(providerConfigurationsPlugin, {
  name: 'provider-configurations',
  dependencies: ['context', 'secret-box'],
});
