import { auditPage, auditQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit } from './list-audit.ts';

/** The audit log (DESIGN.md §7b): admins read their account's entries. */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      preValidation: app.requireRole('admin'),
      schema: { querystring: auditQuery, response: { 200: auditPage } },
    },
    (request) => listAudit(app, request.auth!, request.query),
  );
}
