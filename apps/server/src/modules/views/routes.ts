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
import { tagRoutes } from '../../plugins/openapi.ts';
import { createView } from './create-view.ts';
import { deleteView } from './delete-view.ts';
import { duplicateView } from './duplicate-view.ts';
import { listPages } from './list-pages.ts';
import { getView, listAllViews, listMyViews } from './read-views.ts';
import { updateView } from './update-view.ts';

/** Views (DESIGN.md §7): designers and admins build them; everyone reads the views of their groups. */
export default async function viewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Views');
  // preValidation, so that a caller without the role learns nothing from validation messages.
  const designers = { preValidation: app.requireAbility('buildPages') };
  const signedIn = { preValidation: app.authenticate };

  app.get(
    '/views',
    {
      ...designers,
      schema: {
        operationId: 'listViews',
        summary: 'List every page of the account',
        response: { 200: z.array(viewSummary) },
      },
    },
    (request) => listAllViews(app, request.auth!),
  );
  app.post(
    '/views',
    {
      ...designers,
      schema: {
        operationId: 'createView',
        summary: 'Create a page',
        body: viewCreateBody,
        response: { 200: view },
      },
    },
    (request) => createView(app, request.auth!, request.body),
  );
  app.get(
    '/views/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'getView',
        summary: 'Read a page you may open',
        params: viewIdParams,
        response: { 200: view },
      },
    },
    (request) => getView(app, request.auth!, request.params.id),
  );
  app.put(
    '/views/:id',
    {
      ...designers,
      schema: {
        operationId: 'updateView',
        summary: 'Save a page',
        params: viewIdParams,
        body: viewUpdateBody,
        response: { 200: view },
      },
    },
    (request) => updateView(app, request.auth!, request.params.id, request.body),
  );
  app.delete(
    '/views/:id',
    {
      ...designers,
      schema: {
        operationId: 'deleteView',
        summary: 'Delete a page',
        params: viewIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteView(app, request.auth!, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/views/:id/duplicate',
    {
      ...designers,
      schema: {
        operationId: 'duplicateView',
        summary: 'Copy a page under a new name',
        params: viewIdParams,
        response: { 200: viewDuplicate },
      },
    },
    (request) => duplicateView(app, request.auth!, request.params.id),
  );
  // The Pages screen of designers (DESIGN.md §7c); a fixed path, so Fastify matches it before /views/:id.
  app.get(
    '/views/overview',
    {
      ...designers,
      schema: {
        operationId: 'listPageOverview',
        summary: 'List the pages with their groups, for the Pages screen',
        response: { 200: z.array(pageOverview) },
      },
    },
    (request) => listPages(app, request.auth!),
  );
  app.get(
    '/myviews',
    {
      ...signedIn,
      schema: {
        operationId: 'listMyViews',
        summary: 'List the pages you may open',
        response: { 200: z.array(myViewEntry) },
      },
    },
    (request) => listMyViews(app, request.auth!),
  );
}
