import type { FastifyInstance } from 'fastify';
import endpointRoutes from './endpoint-routes.ts';
import { sealStoredCredentialsAtStart } from './seal-stored-credentials.ts';
import serverRoutes from './server-routes.ts';

/** Connections admin: servers and their endpoints (SPEC.md §7). */
export default async function serversRoutes(app: FastifyInstance) {
  await app.register(serverRoutes);
  await app.register(endpointRoutes);
  sealStoredCredentialsAtStart(app);
}
