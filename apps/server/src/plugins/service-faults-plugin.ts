import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const names = { database: 'The database', redis: 'Redis' } as const;
const meanwhile = {
  database: 'requests that need it answer 503 until it is back',
  redis: 'sessions and permissions are read from the database, limits and the cache kept in this instance',
} as const;

/**
 * The database pool's and the Redis store's failures in the log and on /metrics: one warning when a
 * service goes away, one line when it is back with the number of calls that failed meanwhile, and
 * each failure counted in portal_service_errors_total.
 */
async function serviceFaultsPlugin(app: FastifyInstance) {
  app.faults.attach({
    wentAway(service, operation, error) {
      app.log.warn({ err: error, service, operation }, `${names[service]} failed; ${meanwhile[service]}`);
    },
    cameBack(service, failed) {
      app.log.info({ service, failed }, `${names[service]} answers again (${failed} failed calls meanwhile)`);
    },
    failed(service, operation) {
      app.countServiceError(service, operation);
    },
  });
}

export default fp(serviceFaultsPlugin, { name: 'service-faults', dependencies: ['context', 'metrics'] });
