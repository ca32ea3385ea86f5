import { idParams, pagesCreateBody, pagesCreated, pagesProposal } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { addGroupWith } from '../groups/add-group-with.ts';
import { findServerOrFail } from '../servers/server-service.ts';
import { createLinkedViews } from '../views/create-linked-views.ts';
import { proposeServerPages } from './propose-server-pages.ts';

/** Pages made from an API's own description (DESIGN.md §7d): proposed, then created together. */
export default async function apiPagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Pages');
  // preValidation, so that a caller without the role learns nothing from validation messages.
  const builders = { preValidation: app.requireAbility('buildPages') };

  app.post(
    '/servers/:id/pages/proposal',
    {
      ...builders,
      schema: {
        operationId: 'proposeServerPages',
        summary: "Propose pages from a server's endpoints",
        description:
          'For each list endpoint a search page, for each record endpoint a detail page, linked to each other, ' +
          "from what the server's OpenAPI document said of them. Each page is the body POST /api/views takes, " +
          'with a key that the links of the other pages name as their destination.',
        params: idParams,
        response: { 200: pagesProposal },
      },
    },
    (request) => proposeServerPages(app, request.auth!, request.params.id),
  );

  app.post(
    '/servers/:id/pages',
    {
      ...builders,
      schema: {
        operationId: 'createServerPages',
        summary: 'Create pages from a proposal, in one transaction',
        description:
          'Names are made unique ("Tickets (2)"), each key is resolved to the new page where another page links ' +
          'to it (a link to a page not created is dropped), every page is checked as a hand-built one is, and ' +
          'all go to one group: groupUuid, or a new group named groupName. Nothing is created when one is refused.',
        params: idParams,
        body: pagesCreateBody,
        response: { 200: pagesCreated },
      },
    },
    async (request) => {
      await findServerOrFail(app.db, request.auth!, request.params.id);
      const { pages, groupUuid, groupName } = request.body;
      const actor = request.auth!;
      return createLinkedViews(app, actor, pages, {
        groupUuid,
        addGroup: groupName ? (trx) => addGroupWith(trx, actor, groupName) : undefined,
      });
    },
  );
}
