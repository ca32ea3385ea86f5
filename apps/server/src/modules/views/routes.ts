import {
  myViewEntry,
  pageOverview,
  view,
  viewCreateBody,
  viewDuplicate,
  viewIdParams,
  viewSummary,
  viewUpdateBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createView } from './create-view.ts';
import { deleteView } from './delete-view.ts';
import { duplicateView } from './duplicate-view.ts';
import { listPages } from './list-pages.ts';
import { getView, listAllViews, listMyViews } from './read-views.ts';
import { updateView } from './update-view.ts';

/** Views (DESIGN.md §7): designers and admins build them; everyone reads the views of their groups. */
export default async function viewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // preValidation, so that a caller without the role learns nothing from validation messages.
  const designers = { preValidation: app.requireRole('admin', 'designer') };
  const signedIn = { preValidation: app.authenticate };

  app.get('/views', { ...designers, schema: { response: { 200: z.array(viewSummary) } } }, (request) =>
    listAllViews(app, request.auth!),
  );
  app.post('/views', { ...designers, schema: { body: viewCreateBody, response: { 200: view } } }, (request) =>
    createView(app, request.auth!, request.body),
  );
  app.get(
    '/views/:id',
    { ...signedIn, schema: { params: viewIdParams, response: { 200: view } } },
    (request) => getView(app, request.auth!, request.params.id),
  );
  app.put(
    '/views/:id',
    { ...designers, schema: { params: viewIdParams, body: viewUpdateBody, response: { 200: view } } },
    (request) => updateView(app, request.auth!, request.params.id, request.body),
  );
  app.delete(
    '/views/:id',
    { ...designers, schema: { params: viewIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteView(app, request.auth!, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/views/:id/duplicate',
    { ...designers, schema: { params: viewIdParams, response: { 200: viewDuplicate } } },
    (request) => duplicateView(app, request.auth!, request.params.id),
  );
  // The Pages screen of designers (DESIGN.md §7c); a fixed path, so Fastify matches it before /views/:id.
  app.get(
    '/views/overview',
    { ...designers, schema: { response: { 200: z.array(pageOverview) } } },
    (request) => listPages(app, request.auth!),
  );
  app.get('/myviews', { ...signedIn, schema: { response: { 200: z.array(myViewEntry) } } }, (request) =>
    listMyViews(app, request.auth!),
  );
}
