import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects every route's zod schemas into one OpenAPI document (served by the docs module). */
async function openApiPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Portal API',
        version: '1',
        description:
          'JSON over /api; ids are UUIDs. Errors answer {code, message}. State-changing calls (and GET /api/logout) need the header X-Requested-With: XMLHttpRequest, and their bodies must be JSON.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session' } } },
    },
    transform: jsonSchemaTransform,
  });
}

export default fp(openApiPlugin, { name: 'openapi' });
