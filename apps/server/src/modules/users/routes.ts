import {
  messageReply,
  messages,
  user,
  userCreateBody,
  userIdParams,
  userList,
  userUpdateBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { createUser } from './create-user.ts';
import { deleteUserOf } from './delete-user.ts';
import { listUsersFor } from './list-users.ts';
import { resendInvitation } from './resend-invitation.ts';
import { updateUserOf } from './update-user.ts';

/** Users admin (SPEC.md §7); designers may list people to put them in groups (DESIGN.md §5). */
export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Users');
  // preValidation, so that a caller without the role learns nothing from validation messages.
  const listers = { preValidation: app.requireAbility('listPeople') };
  const admins = { preValidation: app.requireAbility('managePeople') };

  app.get(
    '/users',
    {
      ...listers,
      schema: {
        operationId: 'listUsers',
        summary: 'List the people of the account',
        response: { 200: userList },
      },
    },
    (request) => listUsersFor(app, request.auth!),
  );

  app.post(
    '/users',
    {
      ...admins,
      schema: {
        operationId: 'createUser',
        summary: 'Create a user; their invitation is e-mailed',
        body: userCreateBody,
        response: { 200: user },
      },
    },
    (request) => createUser(app, request.auth!, request.body),
  );

  app.put(
    '/users/:id',
    {
      ...admins,
      schema: {
        operationId: 'updateUser',
        summary: "Change a user's names, e-mail, roles or state",
        params: userIdParams,
        body: userUpdateBody,
        response: { 200: user },
      },
    },
    (request) => updateUserOf(app, request.auth!, request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      ...admins,
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a user',
        params: userIdParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await deleteUserOf(app, request.auth!, request.params.id);
      return { message: messages.userDeleted };
    },
  );

  app.post(
    '/users/:id/invitation',
    {
      ...admins,
      schema: {
        operationId: 'resendInvitation',
        summary: "Send a user's invitation again",
        params: userIdParams,
        response: { 200: messageReply },
      },
    },
    (request) => resendInvitation(app, request.auth!, request.params.id),
  );
}
