import {
  connectionCallbackQuery,
  connectionStartBody,
  connectionStartReply,
  disconnectEveryoneReply,
  entityId,
  idParams,
  myConnectionList,
  serverConnectionsReply,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { finishConnection } from './finish-connection.ts';
import { disconnectMe, listMyConnections } from './my-connections.ts';
import { disconnectEveryone, listServerConnections } from './server-connections.ts';
import { startConnection } from './start-connection.ts';

/** Per-user upstream credentials (DESIGN.md §6d): connecting, the person's connections, the admin's view. */
export default async function connectionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Connections');
  const signedIn = { preValidation: app.authenticate };
  const admins = { preHandler: app.requireAbility('manageServers') };

  app.post(
    '/servers/:id/oauth/start',
    {
      ...signedIn,
      schema: {
        operationId: 'startConnection',
        summary: 'Start connecting yourself to a data server that answers as each person',
        description:
          'Answers the address of the data server’s authorization page (authorization code with PKCE). Its callback is GET /api/servers/oauth/callback.',
        params: idParams,
        body: connectionStartBody,
        response: { 200: connectionStartReply },
      },
    },
    (request) => startConnection(app, request.auth!, request.params.id, request.body),
  );

  // The browser arrives here from the authorization server: a session that has ended is no error
  // page, the person is sent back with the outcome (the attempt was bound to the session).
  const sessionIfAny = (request: FastifyRequest, reply: FastifyReply, done: () => void) =>
    app.authenticate(request, reply, () => done());
  app.get(
    '/servers/oauth/callback',
    {
      preValidation: sessionIfAny,
      schema: {
        operationId: 'finishConnection',
        summary: 'Where the data server’s authorization page sends the person back',
        description:
          'Redirects (302) to the page the connection was started from, with connection=connected|denied|failed|expired.',
        querystring: connectionCallbackQuery,
        response: { 302: z.null().describe('To the page the person came from') },
      },
    },
    async (request, reply) => {
      const location = await finishConnection(app, request.auth, request.query);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    '/me/connections',
    {
      ...signedIn,
      schema: {
        operationId: 'listMyConnections',
        summary: 'List the data servers you read with your own account, and your connections to them',
        response: { 200: myConnectionList },
      },
    },
    (request) => listMyConnections(app, request.auth!),
  );

  app.delete(
    '/me/connections/:serverId',
    {
      ...signedIn,
      schema: {
        operationId: 'disconnectMe',
        summary: 'Disconnect yourself from a data server (its tokens forgotten and revoked)',
        params: z.object({ serverId: entityId() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await disconnectMe(app, request.auth!, request.params.serverId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/servers/:id/connections',
    {
      ...admins,
      schema: {
        operationId: 'listServerConnections',
        summary: 'Who is connected to a data server that answers as each person (never their tokens)',
        params: idParams,
        response: { 200: serverConnectionsReply },
      },
    },
    (request) => listServerConnections(app, request.auth!, request.params.id),
  );

  app.delete(
    '/servers/:id/connections',
    {
      ...admins,
      schema: {
        operationId: 'disconnectEveryone',
        summary: 'Disconnect everyone from a data server (tokens forgotten and revoked)',
        params: idParams,
        response: { 200: disconnectEveryoneReply },
      },
    },
    (request) => disconnectEveryone(app, request.auth!, request.params.id),
  );
}
