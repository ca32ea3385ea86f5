import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKeyOf } from './http/client-key.ts';
import { lazyRequestLogger } from './log/lazy-request-logger.ts';
import { type LogOptions, loggerOptions } from './log/logger-options.ts';
import { RequestLogController } from './log/request-log-controller.ts';
import mailerPlugin from './mail/mailer-plugin.ts';
import accountSettingsRoutes from './modules/account-settings/routes.ts';
import apiPagesRoutes from './modules/api-pages/routes.ts';
import auditRetentionPlugin from './modules/audit/prune-audit.ts';
import auditRoutes from './modules/audit/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import connectionsPlugin from './modules/connections/connections-plugin.ts';
import connectionsRoutes from './modules/connections/routes.ts';
import docsRoutes from './modules/docs/routes.ts';
import groupsRoutes from './modules/groups/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import dataCallsPlugin from './modules/proxy/data-calls-plugin.ts';
import proxyRoutes from './modules/proxy/routes.ts';
import savedSearchesRoutes from './modules/saved-searches/routes.ts';
import scimApi from './modules/scim/scim-api.ts';
import scimTokenRoutes from './modules/scim/scim-token-routes.ts';
import serversRoutes from './modules/servers/routes.ts';
import providerConfigurationsPlugin from './modules/sso/provider-configurations.ts';
import signInTokenPruningPlugin from './modules/sso/prune-sign-in-tokens.ts';
import ssoRoutes from './modules/sso/routes.ts';
import usersRoutes from './modules/users/routes.ts';
import viewsRoutes from './modules/views/routes.ts';
import contextPlugin, { type AppContext } from './plugins/context.ts';
import csrfPlugin from './plugins/csrf.ts';
import drainingPlugin from './plugins/draining.ts';
import errorHandlerPlugin from './plugins/error-handler.ts';
import jsonBodyPlugin from './plugins/json-body.ts';
import metricsPlugin from './plugins/metrics.ts';
import openApiPlugin from './plugins/openapi.ts';
import secretBoxPlugin from './plugins/secret-box.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import serviceFaultsPlugin from './plugins/service-faults-plugin.ts';
import sessionPlugin from './plugins/session.ts';
import webAppPlugin from './plugins/web-app.ts';
import proxyEnginePlugin from './proxy/proxy-engine-plugin.ts';
import { sharedRateLimitStore } from './shared-store/rate-limit-store.ts';

export type BuildOptions = AppContext &
  LogOptions & {
    logger?: boolean;
    /** Hooks added before any plugin's, so they see every request whole (the test harness's checks). */
    firstHooks?: (app: FastifyInstance) => void;
  };

/** Builds the whole application without listening; tests call app.inject on it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options),
    logController: new RequestLogController(),
    childLoggerFactory: lazyRequestLogger,
    // A hop count trusts that many proxies in front, the nearest first (Fastify's own number mode
    // trusts none); a list trusts those addresses.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request that reaches a closing instance on an open connection is served (with Connection:
    // close, plugins/draining.ts) rather than refused: a balancer does not retry a refused POST.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  options.firstHooks?.(app);

  await app.register(contextPlugin, options);
  await app.register(drainingPlugin);
  await app.register(openApiPlugin);
  await app.register(secretBoxPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientKeyOf(request.ip),
    ...(options.store.redis
      ? { store: sharedRateLimitStore(options.store.redis, 'portal-rl:', options.faults) }
      : {}),
  });
  await app.register(csrfPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(sessionPlugin);
  await app.register(mailerPlugin);
  await app.register(metricsPlugin);
  await app.register(serviceFaultsPlugin);
  await app.register(proxyEnginePlugin);
  await app.register(connectionsPlugin);
  await app.register(dataCallsPlugin);
  await app.register(providerConfigurationsPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(docsRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(serversRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(groupsRoutes, { prefix: '/api' });
  await app.register(viewsRoutes, { prefix: '/api' });
  await app.register(apiPagesRoutes, { prefix: '/api' });
  await app.register(accountSettingsRoutes, { prefix: '/api' });
  await app.register(proxyRoutes, { prefix: '/api' });
  await app.register(savedSearchesRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api' });
  await app.register(connectionsRoutes, { prefix: '/api' });
  await app.register(auditRetentionPlugin);
  await app.register(ssoRoutes, { prefix: '/api' });
  await app.register(scimTokenRoutes, { prefix: '/api' });
  await app.register(scimApi, { prefix: '/scim/v2' });
  await app.register(signInTokenPruningPlugin);

  await app.register(webAppPlugin);
  return app;
}
