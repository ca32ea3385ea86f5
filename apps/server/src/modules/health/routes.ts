import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { checkReadiness, readiness } from './check-readiness.ts';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Health');
  // Liveness: the process answers. It touches nothing else, so a database outage does not get
  // every instance restarted.
  app.get(
    '/health',
    {
      schema: {
        operationId: 'checkLiveness',
        summary: 'Whether the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: whether this instance can serve requests now. From SIGTERM on it answers 503
  // ('stopping') while it still serves, so that a load balancer stops sending traffic first.
  app.get(
    '/ready',
    {
      schema: {
        operationId: 'checkReadiness',
        summary: 'Whether this instance can serve now (its database and Redis answer)',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const state = await checkReadiness(app);
      return reply.status(state.status === 'ready' ? 200 : 503).send(state);
    },
  );
}
