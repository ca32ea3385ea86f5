import {
  connectionUsage,
  idParams,
  messageReply,
  messages,
  restDetectBody,
  restDetectReply,
  server,
  serverCreateBody,
  serverUpdateBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { detectConventions } from './detect-conventions.ts';
import { createServer, deleteServer, getServer, listServers, updateServer } from './server-service.ts';
import { getServerUsage } from './server-usage.ts';

const serverParams = idParams;

export default async function serverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Servers');
  // preValidation, so that a caller without the role learns nothing from validation messages.
  const readers = { preValidation: app.requireAbility('readServers') };
  const admins = { preValidation: app.requireAbility('manageServers') };

  app.get(
    '/servers',
    {
      ...readers,
      schema: { operationId: 'listServers', summary: 'List the servers', response: { 200: z.array(server) } },
    },
    (request) => listServers(app, request.auth!),
  );

  app.post(
    '/servers',
    {
      ...admins,
      schema: {
        operationId: 'createServer',
        summary: 'Add a server',
        body: serverCreateBody,
        response: { 200: server },
      },
    },
    (request) => createServer(app, request.auth!, request.body),
  );

  app.get(
    '/servers/:id',
    {
      ...readers,
      schema: {
        operationId: 'getServer',
        summary: 'Read a server',
        params: serverParams,
        response: { 200: server },
      },
    },
    (request) => getServer(app, request.auth!, request.params.id),
  );

  app.get(
    '/servers/:id/usage',
    {
      ...readers,
      schema: {
        operationId: 'getServerUsage',
        summary: 'List the pages that use a server and each of its endpoints',
        description:
          'The pages (views) built on the server, and for each endpoint the pages that call it, so that ' +
          'removing one can name what stops loading data.',
        params: serverParams,
        response: { 200: connectionUsage },
      },
    },
    (request) => getServerUsage(app, request.auth!, request.params.id),
  );

  app.put(
    '/servers/:id',
    {
      ...admins,
      schema: {
        operationId: 'updateServer',
        summary: 'Change a server',
        params: serverParams,
        body: serverUpdateBody,
        response: { 200: server },
      },
    },
    (request) => updateServer(app, request.auth!, request.params.id, request.body),
  );

  app.delete(
    '/servers/:id',
    {
      ...admins,
      schema: {
        operationId: 'deleteServer',
        summary: 'Delete a server',
        params: serverParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await deleteServer(app, request.auth!, request.params.id);
      return { message: messages.serverDeleted };
    },
  );

  // docs/CONNECTING.md 'Detect': the parts one sample answer of a list endpoint suggests; nothing saved.
  app.post(
    '/servers/:id/detect-conventions',
    {
      ...admins,
      schema: {
        operationId: 'detectConventions',
        summary: "Propose a server's rows, total and paging from one sample answer",
        params: serverParams,
        body: restDetectBody,
        response: { 200: restDetectReply },
      },
    },
    (request) =>
      // 'Detect' calls the upstream like the endpoint tester, within the person's same limits.
      app.dataCalls.limit(request.auth!, () =>
        detectConventions(app, request.auth!, request.params.id, request.body),
      ),
  );
}
