import {
  endpointTestBody,
  endpointTestReply,
  entityId,
  exportHeaders,
  proxyCallBody,
  proxyReply,
  viewExportBody,
  viewIdParams,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { validatorOfRepeatedBodies } from '../../http/repeated-bodies.ts';
import { tagRoutes } from '../../plugins/openapi.ts';
import { loadEndpointForProxy } from '../servers/load-endpoint-for-proxy.ts';
import { exportDisposition } from './export-file-name.ts';
import { createExportSlots } from './export-slots.ts';
import { startExport } from './export-view.ts';
import { toProxyInput } from './to-proxy-input.ts';

export default async function proxyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Data');
  const exportSlots = createExportSlots({
    perPerson: app.config.exportsPerPerson,
    running: app.config.exportsRunning,
  });

  app.post(
    '/proxy',
    {
      preHandler: app.authenticate,
      // A page repeats its calls (a cache hit): a body sent before is neither parsed nor checked again.
      config: { repeatedBodies: true },
      validatorCompiler: validatorOfRepeatedBodies,
      schema: {
        operationId: 'callEndpoint',
        summary: 'Call an endpoint through the portal',
        body: proxyCallBody,
        response: { 200: proxyReply },
      },
    },
    async (request, reply) => {
      const result = await app.dataCalls.call(request.auth!, request.copiesGeneration, request.body);
      // The answer's bytes, serialized once and cached: Fastify sends a Buffer without serializing it.
      return reply
        .status(result.status)
        .type('application/json')
        .send(result.payload as never);
    },
  );

  // DESIGN.md §7b: every row of a search page's question as CSV, paged through the same proxy calls.
  app.post(
    '/views/:id/export',
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'exportView',
        summary: "Download every row of a search page's question as CSV",
        description:
          'A person may have EXPORTS_PER_PERSON exports running at once (2 by default) and an instance EXPORTS_RUNNING (20); past either, 429 with Retry-After. A download whose reader takes nothing for EXPORT_IDLE_SECONDS (30) is ended. Text cells a spreadsheet would run as a formula are written with a leading apostrophe.',
        params: viewIdParams,
        body: viewExportBody,
        response: {
          200: { description: 'The rows as CSV', content: { 'text/csv': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const parts = { app, slots: exportSlots };
      const started = await startExport(
        parts,
        request.auth!,
        request.copiesGeneration,
        request.params.id,
        request.body,
      );
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', exportDisposition(started.viewName, new Date()))
        .header('cache-control', 'no-store')
        .header(exportHeaders.maxRows, String(app.config.exportMaxRows));
      // The header comes before the rows: known when the upstream counts, else a trailer at the end.
      if (started.truncated === undefined)
        reply.trailer(exportHeaders.truncated, async () => String(started.wasCut()));
      else reply.header(exportHeaders.truncated, String(started.truncated));
      // The CSV text the document declares, streamed: Fastify sends a stream without serializing it.
      return reply.send(started.stream as never);
    },
  );

  app.post(
    '/servers/:id/endpoints/:endpointId/test',
    {
      preHandler: app.requireAbility('manageServers'),
      schema: {
        operationId: 'testEndpoint',
        summary: "Try an endpoint and read the server's raw answer",
        params: z.object({ id: entityId(), endpointId: entityId() }),
        body: endpointTestBody,
        response: { 200: endpointTestReply },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      return app.dataCalls.limit(auth, async () => {
        const target = await loadEndpointForProxy(app, auth.accountId, request.params.endpointId);
        if (target.endpoint.serverId !== request.params.id) throw notFound();
        // A per-person server is tried as the admin, with their own connection.
        const person = await app.connections.personFor(auth, target.server, request.copiesGeneration);
        // An admin who cancels the test or closes the page ends the upstream call too.
        const gone = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) gone.abort();
        });
        return app.proxyEngine.test(toProxyInput(auth.accountId, target, request.body, person), gone.signal);
      });
    },
  );
}
