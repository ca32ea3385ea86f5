import {
  group,
  groupCreateBody,
  groupIdParams,
  groupUser,
  groupUserBody,
  groupUserParams,
  groupView,
  groupViewBody,
  groupViewParams,
  groupViewWithReach,
  messageReply,
  messages,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { addMember, listMembers, removeMember } from './group-members.ts';
import { addViewToGroup, listViewsOfGroup, removeViewFromGroup } from './group-views.ts';
import { createGroup, deleteGroupOf, listGroupsOf } from './manage-groups.ts';

/** Groups admin (SPEC.md §7): admins and designers manage groups, their users and their views. */
export default async function groupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Groups');
  // preValidation, so that a caller without the role learns nothing from validation messages.
  const managers = { preValidation: app.requireAbility('buildPages') };
  const byId = { params: groupIdParams };

  app.get(
    '/groups',
    {
      ...managers,
      schema: { operationId: 'listGroups', summary: 'List the groups', response: { 200: z.array(group) } },
    },
    (request) => listGroupsOf(app, request.auth!),
  );
  app.post(
    '/groups',
    {
      ...managers,
      schema: {
        operationId: 'createGroup',
        summary: 'Create a group',
        body: groupCreateBody,
        response: { 200: group },
      },
    },
    (request) => createGroup(app, request.auth!, request.body),
  );
  app.delete(
    '/groups/:id',
    {
      ...managers,
      schema: {
        operationId: 'deleteGroup',
        summary: 'Delete a group',
        ...byId,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await deleteGroupOf(app, request.auth!, request.params.id);
      return { message: messages.groupDeleted };
    },
  );

  app.get(
    '/groups/:id/users',
    {
      ...managers,
      schema: {
        operationId: 'listGroupUsers',
        summary: "List a group's users",
        ...byId,
        response: { 200: z.array(groupUser) },
      },
    },
    (request) => listMembers(app, request.auth!, request.params.id),
  );
  app.post(
    '/groups/:id/users',
    {
      ...managers,
      schema: {
        operationId: 'addGroupUser',
        summary: 'Add a user to a group',
        ...byId,
        body: groupUserBody,
        response: { 200: groupUser },
      },
    },
    (request) => addMember(app, request.auth!, request.params.id, request.body.userUuid),
  );
  app.delete(
    '/groups/:id/users/:userId',
    {
      ...managers,
      schema: {
        operationId: 'removeGroupUser',
        summary: 'Remove a user from a group',
        params: groupUserParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await removeMember(app, request.auth!, request.params.id, request.params.userId);
      return { message: messages.userRemovedFromGroup };
    },
  );

  app.get(
    '/groups/:id/views',
    {
      ...managers,
      schema: {
        operationId: 'listGroupViews',
        summary: "List a group's pages",
        ...byId,
        response: { 200: z.array(groupViewWithReach) },
      },
    },
    (request) => listViewsOfGroup(app, request.auth!, request.params.id),
  );
  app.post(
    '/groups/:id/views',
    {
      ...managers,
      schema: {
        operationId: 'addGroupView',
        summary: 'Add a page to a group',
        ...byId,
        body: groupViewBody,
        response: { 200: groupView },
      },
    },
    (request) => addViewToGroup(app, request.auth!, request.params.id, request.body.viewUuid),
  );
  app.delete(
    '/groups/:id/views/:viewId',
    {
      ...managers,
      schema: {
        operationId: 'removeGroupView',
        summary: 'Remove a page from a group',
        params: groupViewParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await removeViewFromGroup(app, request.auth!, request.params.id, request.params.viewId);
      return { message: messages.viewRemovedFromGroup };
    },
  );
}
