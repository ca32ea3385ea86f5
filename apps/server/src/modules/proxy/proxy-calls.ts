import { messages, type ProxyCallBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import type { ProxyCallResult } from '../../proxy/engine/proxy-types.ts';
import type { Generation } from '../../shared-store/shared-store.ts';
import { may } from '../access/policies.ts';
import { callAsPerson } from './call-as-person.ts';
import { checkBoundCall } from './check-bound-call.ts';
import { createProxyCallLimits, type ProxyCallLimits } from './proxy-call-limits.ts';
import { createProxyLookups, type ProxyLookups } from './proxy-lookups.ts';

export type ProxyCalls = {
  lookups: ProxyLookups;
  limits: ProxyCallLimits;
  /**
   * One data call of a signed-in person, as POST /api/proxy makes it, and as a page's first screen
   * rendered by the server makes it for them (first-screen/): the binding of a plain user's call to
   * their page (DESIGN.md §6c), their limits, the endpoint's server and credentials (the person's own
   * for a per-person server, §6d), the cache.
   */
  call(auth: AuthContext, generation: Generation | undefined, body: ProxyCallBody): Promise<ProxyCallResult>;
};

declare module 'fastify' {
  interface FastifyInstance {
    proxyCalls: ProxyCalls;
  }
}

function createProxyCalls(app: FastifyInstance): ProxyCalls {
  const lookups = createProxyLookups(app);
  const limits = createProxyCallLimits(
    { perMinute: app.config.proxyCallsPerMinute, inFlight: app.config.proxyCallsInFlight },
    app.store,
  );
  return {
    lookups,
    limits,
    async call(auth, generation, body) {
      const { uuid, view, dataset, ...call } = body;
      // A plain user makes only the calls of their pages (DESIGN.md §6c); builders keep the free form.
      if (!may(auth, 'buildPages')) {
        if (!view) throw forbidden(messages.proxyPageRequired);
        const page = await lookups.pageOf(auth, view, generation);
        if (!page) throw forbidden(messages.proxyPageNotYours);
        const refusal = checkBoundCall(page, { uuid, dataset, ...call });
        if (refusal) throw forbidden(refusal);
      }
      return limits.run(auth.userId, async () => {
        const target = await lookups.target(auth.accountId, uuid, generation);
        return callAsPerson(app, auth, target, call, generation);
      });
    },
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('proxyCalls', createProxyCalls(app));
  },
  { name: 'proxy-calls', dependencies: ['context'] },
);
