import {
  endpoint,
  endpointCreateBody,
  endpointImportBody,
  endpointImportResult,
  endpointUpdateBody,
  entityId,
  idParams,
  messageReply,
  messages,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  purgeEndpointCache,
  updateEndpoint,
} from './endpoint-service.ts';
import { importEndpoints } from './import-endpoints.ts';

const serverParams = idParams;
const endpointParams = z.object({ id: entityId(), endpointId: entityId() });

export default async function endpointRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Endpoints');
  const readers = { preValidation: app.requireAbility('readServers') };
  const admins = { preValidation: app.requireAbility('manageServers') };
  const one = '/servers/:id/endpoints/:endpointId';

  app.get(
    '/servers/:id/endpoints',
    {
      ...readers,
      schema: {
        operationId: 'listEndpoints',
        summary: "List a server's endpoints",
        params: serverParams,
        response: { 200: z.array(endpoint) },
      },
    },
    (request) => listEndpoints(app.db, request.auth!, request.params.id),
  );

  app.post(
    '/servers/:id/endpoints',
    {
      ...admins,
      schema: {
        operationId: 'createEndpoint',
        summary: 'Add an endpoint to a server',
        params: serverParams,
        body: endpointCreateBody,
        response: { 200: endpoint },
      },
    },
    (request) => createEndpoint(app, request.auth!, request.params.id, request.body),
  );

  // DESIGN.md §6b: GET operations of an OpenAPI document become endpoints, in one transaction.
  app.post(
    '/servers/:id/endpoints/import',
    {
      ...admins,
      schema: {
        operationId: 'importEndpoints',
        summary: "Add a server's endpoints from an OpenAPI document",
        description:
          'The document is read on a thread of its own within 10 seconds: at most 250,000 values (YAML aliases counted as what they repeat), 2,000 operations and 1,000,000 steps of schema walking, else a 400 that says which. A server holds at most 1,000 endpoints. One person may start IMPORTS_PER_MINUTE imports a minute (10 by default); past it, or while the portal is reading many documents, 429 with Retry-After.',
        params: serverParams,
        body: endpointImportBody,
        response: { 200: endpointImportResult },
      },
    },
    (request) => importEndpoints(app, request.auth!, request.params.id, request.body),
  );

  // SPEC.md's "data source definition": uuid, settings.url and settings.response.
  app.get(
    one,
    {
      ...readers,
      schema: {
        operationId: 'getEndpoint',
        summary: 'Read an endpoint',
        params: endpointParams,
        response: { 200: endpoint },
      },
    },
    (request) => getEndpoint(app.db, request.auth!, request.params.id, request.params.endpointId),
  );

  app.put(
    one,
    {
      ...admins,
      schema: {
        operationId: 'updateEndpoint',
        summary: 'Change an endpoint',
        params: endpointParams,
        body: endpointUpdateBody,
        response: { 200: endpoint },
      },
    },
    (request) =>
      updateEndpoint(app, request.auth!, request.params.id, request.params.endpointId, request.body),
  );

  // DESIGN.md §7b: 'Refresh data' forgets the endpoint's cached answers on every instance.
  app.post(
    `${one}/purge`,
    {
      ...readers,
      schema: {
        operationId: 'purgeEndpointCache',
        summary: "Forget an endpoint's cached answers",
        params: endpointParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await purgeEndpointCache(app.db, request.auth!, request.params.id, request.params.endpointId);
      return { message: messages.dataRefreshed };
    },
  );

  app.delete(
    one,
    {
      ...admins,
      schema: {
        operationId: 'deleteEndpoint',
        summary: 'Delete an endpoint',
        params: endpointParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await deleteEndpoint(app.db, request.auth!, request.params.id, request.params.endpointId);
      return { message: messages.endpointDeleted };
    },
  );
}
