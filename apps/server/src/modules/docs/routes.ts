import type { FastifyInstance } from 'fastify';

export default async function docsRoutes(app: FastifyInstance) {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
}
