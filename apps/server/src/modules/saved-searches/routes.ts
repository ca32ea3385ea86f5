import {
  savedSearch,
  savedSearchCreateBody,
  savedSearchEntry,
  savedSearchParams,
  savedSearchRenameBody,
  viewIdParams,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import {
  createSavedSearch,
  deleteOwnSavedSearch,
  listAllSavedSearches,
  listSavedSearches,
  renameOwnSavedSearch,
} from './manage-saved-searches.ts';

/** Saved searches (DESIGN.md §7b): each person's own named searches of the pages they can open. */
export default async function savedSearchesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Saved searches');
  const signedIn = { preValidation: app.authenticate };
  const base = '/views/:id/saved-searches';

  app.get(
    '/saved-searches',
    {
      ...signedIn,
      schema: {
        operationId: 'listAllSavedSearches',
        summary: 'List your saved searches of every page',
        response: { 200: z.array(savedSearchEntry) },
      },
    },
    (request) => listAllSavedSearches(app, request.auth!),
  );
  app.get(
    base,
    {
      ...signedIn,
      schema: {
        operationId: 'listSavedSearches',
        summary: 'List your saved searches of a page',
        params: viewIdParams,
        response: { 200: z.array(savedSearch) },
      },
    },
    (request) => listSavedSearches(app, request.auth!, request.params.id),
  );
  app.post(
    base,
    {
      ...signedIn,
      schema: {
        operationId: 'createSavedSearch',
        summary: 'Save a search of a page',
        params: viewIdParams,
        body: savedSearchCreateBody,
        response: { 200: savedSearch },
      },
    },
    (request) => createSavedSearch(app, request.auth!, request.params.id, request.body),
  );
  app.put(
    `${base}/:searchId`,
    {
      ...signedIn,
      schema: {
        operationId: 'renameSavedSearch',
        summary: 'Rename one of your saved searches',
        params: savedSearchParams,
        body: savedSearchRenameBody,
        response: { 200: savedSearch },
      },
    },
    (request) =>
      renameOwnSavedSearch(app, request.auth!, request.params.id, request.params.searchId, request.body.name),
  );
  app.delete(
    `${base}/:searchId`,
    {
      ...signedIn,
      schema: {
        operationId: 'deleteSavedSearch',
        summary: 'Delete one of your saved searches',
        params: savedSearchParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteOwnSavedSearch(app, request.auth!, request.params.id, request.params.searchId);
      return reply.code(204).send(null);
    },
  );
}
