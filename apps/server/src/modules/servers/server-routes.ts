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
import { createProxyCallLimits } from '../proxy/proxy-call-limits.ts';
import { detectConventions } from './detect-conventions.ts';
import { createServer, deleteServer, getServer, listServers, updateServer } from './server-service.ts';
import { getServerUsage } from './server-usage.ts';

const serverParams = idParams;

export default async function serverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // preValidation, so that a caller without the role learns nothing from validation messages.
  const readers = { preValidation: app.requireRole('admin', 'designer') };
  const admins = { preValidation: app.requireRole('admin') };
  // 'Detect' calls the upstream like the endpoint tester, within the same per-user limits.
  const limits = createProxyCallLimits(
    { perMinute: app.config.proxyCallsPerMinute, inFlight: app.config.proxyCallsInFlight },
    app.store,
  );

  app.get('/servers', { ...readers, schema: { response: { 200: z.array(server) } } }, (request) =>
    listServers(app, request.auth!),
  );

  app.post(
    '/servers',
    { ...admins, schema: { body: serverCreateBody, response: { 200: server } } },
    (request) => createServer(app, request.auth!, request.body),
  );

  app.get(
    '/servers/:id',
    { ...readers, schema: { params: serverParams, response: { 200: server } } },
    (request) => getServer(app, request.auth!, request.params.id),
  );

  app.get(
    '/servers/:id/usage',
    {
      ...readers,
      schema: {
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
    { ...admins, schema: { params: serverParams, body: serverUpdateBody, response: { 200: server } } },
    (request) => updateServer(app, request.auth!, request.params.id, request.body),
  );

  app.delete(
    '/servers/:id',
    { ...admins, schema: { params: serverParams, response: { 200: messageReply } } },
    async (request) => {
      await deleteServer(app, request.auth!, request.params.id);
      return { message: messages.serverDeleted };
    },
  );

  // docs/CONNECTING.md 'Detect': the parts one sample answer of a list endpoint suggests; nothing saved.
  app.post(
    '/servers/:id/detect-conventions',
    { ...admins, schema: { params: serverParams, body: restDetectBody, response: { 200: restDetectReply } } },
    (request) =>
      limits.run(request.auth!.userId, () =>
        detectConventions(app, request.auth!, request.params.id, request.body),
      ),
  );
}
