import { auditPage, auditQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { listAudit } from './list-audit.ts';

/** The audit log (DESIGN.md §7b): admins read their account's entries. */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Audit');
  app.get(
    '/audit',
    {
      preValidation: app.requireAbility('readAuditLog'),
      schema: {
        operationId: 'listAuditEntries',
        summary: "Read the account's audit log, filtered, a page at a time",
        querystring: auditQuery,
        response: { 200: auditPage },
      },
    },
    (request) => listAudit(app, request.auth!, request.query),
  );
}
