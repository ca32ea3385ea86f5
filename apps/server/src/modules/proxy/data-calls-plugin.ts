import { messages, type ProxyCallBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import type { ProxyCallResult } from '../../proxy/engine/proxy-types.ts';
import type { Generation } from '../../shared-store/shared-store.ts';
import { may } from '../access/policies.ts';
import type { ProxyTarget } from '../servers/load-endpoint-for-proxy.ts';
import { callAsPerson } from './call-as-person.ts';
import { checkBoundCall } from './check-bound-call.ts';
import { createProxyCallLimits } from './proxy-call-limits.ts';
import { createProxyLookups } from './proxy-lookups.ts';

/** A data call as a page, an export, or the API sends it: the endpoint, the page and dataset making it, the question. */
export type DataCall = Pick<
  ProxyCallBody,
  'uuid' | 'view' | 'dataset' | 'urlVariables' | 'params' | 'method' | 'bodyParams' | 'headers'
>;

/**
 * The one gate every call to a data server passes (the proxy, CSV export, the endpoint tester,
 * 'Detect', server-rendered first rows): who may make it, and one limiter of each person's calls.
 */
export type DataCalls = {
  /**
   * DESIGN.md §6c: a plain user's call must be one a page of theirs makes, named by its view (and
   * dataset); builders keep the free form. Anything else: 403 with the reason.
   */
  authorize(auth: AuthContext, generation: Generation | undefined, call: DataCall): Promise<void>;
  /** Runs work within the person's limits: calls running and calls per minute (429 beyond). */
  limit<T>(auth: AuthContext, work: () => Promise<T>): Promise<T>;
  /** The endpoint of the account, with its server and opened credentials (kept between changes). */
  target(accountId: string, endpointId: string, generation: Generation | undefined): Promise<ProxyTarget>;
  /** authorize, then limit the call, made as the person (DESIGN.md §6d). */
  call(auth: AuthContext, generation: Generation | undefined, call: DataCall): Promise<ProxyCallResult>;
};

declare module 'fastify' {
  interface FastifyInstance {
    dataCalls: DataCalls;
  }
}

async function dataCallsPlugin(app: FastifyInstance) {
  const lookups = createProxyLookups(app);
  const limits = createProxyCallLimits(
    { perMinute: app.config.proxyCallsPerMinute, inFlight: app.config.proxyCallsInFlight },
    app.store,
  );

  const dataCalls: DataCalls = {
    async authorize(auth, generation, call) {
      if (may(auth, 'buildPages')) return;
      // Taken apart only here: a builder's call (every call of a cached page they design) copies nothing.
      const { view, ...bound } = call;
      if (!view) throw forbidden(messages.proxyPageRequired);
      const page = await lookups.pageOf(auth, view, generation);
      if (!page) throw forbidden(messages.proxyPageNotYours);
      const refusal = checkBoundCall(page, bound);
      if (refusal) throw forbidden(refusal);
    },
    limit: (auth, work) => limits.run(auth.userId, work),
    target: (accountId, endpointId, generation) => lookups.target(accountId, endpointId, generation),
    async call(auth, generation, request) {
      await dataCalls.authorize(auth, generation, request);
      const { uuid, view: _view, dataset: _dataset, ...call } = request;
      return limits.run(auth.userId, async () => {
        const target = await lookups.target(auth.accountId, uuid, generation);
        // A cursor walk's further upstream requests count too (docs/SECURITY.md, hole 38).
        return callAsPerson(app, auth, target, call, generation, () => limits.countExtra(auth.userId));
      });
    },
  };
  app.decorate('dataCalls', dataCalls);
}

export default fp(dataCallsPlugin, {
  name: 'data-calls',
  dependencies: ['context', 'proxy-engine', 'connections'],
});
