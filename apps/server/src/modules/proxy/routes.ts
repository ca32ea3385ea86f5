import { endpointTestBody, endpointTestReply, entityId, messages, proxyCallBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors.ts';
import { loadEndpointForProxy } from '../servers/load-endpoint-for-proxy.ts';
import { checkBoundCall } from './check-bound-call.ts';
import { createProxyCallLimits } from './proxy-call-limits.ts';
import { createProxyLookups } from './proxy-lookups.ts';
import { toProxyInput } from './to-proxy-input.ts';

export default async function proxyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lookups = createProxyLookups(app);
  const limits = createProxyCallLimits(
    { perMinute: app.config.proxyCallsPerMinute, inFlight: app.config.proxyCallsInFlight },
    app.store,
  );

  app.post(
    '/proxy',
    { preHandler: app.authenticate, schema: { body: proxyCallBody } },
    async (request, reply) => {
      const auth = request.auth!;
      const { uuid, view, dataset, ...call } = request.body;
      const builder = auth.roles.includes('admin') || auth.roles.includes('designer');
      const generation = request.copiesGeneration;
      // A plain user makes only the calls of their pages (DESIGN.md §6c); builders keep the free form.
      if (!builder) {
        if (!view) throw forbidden(messages.proxyPageRequired);
        const page = await lookups.pageOf(auth, view, generation);
        if (!page) throw forbidden(messages.proxyPageNotYours);
        const refusal = checkBoundCall(page, { uuid, dataset, ...call });
        if (refusal) throw forbidden(refusal);
      }
      const result = await limits.run(auth.userId, async () => {
        const target = await lookups.target(auth.accountId, uuid, generation);
        return app.proxyEngine.call(toProxyInput(auth.accountId, target, call));
      });
      return reply.status(result.status).type('application/json').send(result.payload);
    },
  );

  app.post(
    '/servers/:id/endpoints/:endpointId/test',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        params: z.object({ id: entityId(), endpointId: entityId() }),
        body: endpointTestBody,
        response: { 200: endpointTestReply },
      },
    },
    async (request) => {
      const auth = request.auth!;
      return limits.run(auth.userId, async () => {
        const target = await loadEndpointForProxy(app, auth.accountId, request.params.endpointId);
        if (target.endpoint.serverId !== request.params.id) throw notFound();
        return app.proxyEngine.test(toProxyInput(auth.accountId, target, request.body));
      });
    },
  );
}
