import {
  idParams,
  messageReply,
  messages,
  scimToken,
  scimTokenBody,
  scimTokenCreated,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { createScimToken, listScimTokens, revokeScimToken } from './scim-tokens.ts';

/** The bearer tokens an account's SCIM client provisions with (DESIGN.md §4a): admins make and revoke them. */
export default async function scimTokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Single sign-on');
  const admins = { preValidation: app.requireAbility('managePeople') };

  app.get(
    '/scim-tokens',
    {
      ...admins,
      schema: {
        operationId: 'listScimTokens',
        summary: "List the account's SCIM tokens (never the tokens themselves)",
        response: { 200: z.array(scimToken) },
      },
    },
    (request) => listScimTokens(app, request.auth!),
  );
  app.post(
    '/scim-tokens',
    {
      ...admins,
      schema: {
        operationId: 'createScimToken',
        summary: 'Make a SCIM token: the answer is the only time it is shown',
        body: scimTokenBody,
        response: { 200: scimTokenCreated },
      },
    },
    (request) => createScimToken(app, request.auth!, request.body),
  );
  app.delete(
    '/scim-tokens/:id',
    {
      ...admins,
      schema: {
        operationId: 'revokeScimToken',
        summary: 'Revoke a SCIM token: its next request is refused',
        params: idParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await revokeScimToken(app, request.auth!, request.params.id);
      return { message: messages.scimTokenRevoked };
    },
  );
}
