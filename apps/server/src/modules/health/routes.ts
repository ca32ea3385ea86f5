import type { FastifyInstance } from 'fastify';
import { checkReadiness } from './check-readiness.ts';

export default async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers. It touches nothing else, so a database outage does not get
  // every instance restarted.
  app.get('/health', async () => ({ status: 'ok' }));

  // Readiness: whether this instance can serve requests now. From SIGTERM on it answers 503
  // ('stopping') while it still serves, so that a load balancer stops sending traffic first.
  app.get('/ready', async (_request, reply) => {
    const readiness = await checkReadiness(app);
    return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
  });
}
