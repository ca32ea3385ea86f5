import { STATUS_CODES } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentRoute } from '../openapi/document-route.ts';
import { nullAsType } from '../openapi/null-as-type.ts';

/**
 * Collects every route's zod schemas into one OpenAPI 3.1 document (served by the docs module):
 * 3.1, so that a value that may be null has JSON Schema's type 'null' rather than 3.0's `nullable`,
 * which strict validators refuse without a type beside it.
 */
async function openApiPlugin(app: FastifyInstance) {
  const { origin, pathname } = new URL(app.config.publicUrl);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portal API',
        version: '1',
        description:
          'JSON over /api; ids are UUIDs. Errors answer {code, message}. State-changing calls (and GET /api/logout) need the header X-Requested-With: XMLHttpRequest, and their bodies must be JSON.',
      },
      servers: [{ url: `${origin}${pathname.replace(/\/$/, '')}`, description: 'This portal' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session' } } },
    },
    transform: documentRoute,
    transformObject: finishDocument,
  });
}

/**
 * The whole document: the schemas given an id in zod's registry become components, less the twin
 * no operation refers to (each gets an input and an output one; ErrorReply is only answered), each
 * answer named, and every nullable schema saying so in its type.
 */
function finishDocument(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input);
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas ?? {};
  const text = JSON.stringify(document);
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  nameAnswers(document as { paths?: Record<string, Record<string, Operation>> });
  return nullAsType(document) as typeof document;
}

type Operation = { responses?: Record<string, { description?: string }> };

/** An answer the route gives no description is 'Default Response' to Fastify's swagger; HTTP names it better. */
function nameAnswers({ paths = {} }: { paths?: Record<string, Record<string, Operation>> }) {
  for (const operation of Object.values(paths).flatMap((methods) => Object.values(methods))) {
    for (const [status, answer] of Object.entries(operation.responses ?? {})) {
      if (answer.description === 'Default Response') answer.description = STATUS_CODES[status] ?? status;
    }
  }
}

/** Files every route the calling module registers after this under its tag in the API document. */
export function tagRoutes(app: FastifyInstance, tag: string) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: (route.schema?.tags as string[] | undefined) ?? [tag] };
  });
}

export default fp(openApiPlugin, { name: 'openapi' });
