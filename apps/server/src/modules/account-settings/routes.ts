import { messageReply, passwordChangeBody, profileUpdateBody, sessionUser } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { changePassword } from './change-password.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { updateProfile } from './update-profile.ts';

/**
 * Settings from the user dropdown: every signed-in person may change their own names and password,
 * and sign out everywhere.
 */
const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  tagRoutes(app, 'Account settings');
  const signedIn = { preValidation: app.authenticate };

  app.put(
    '/me',
    {
      ...signedIn,
      schema: {
        operationId: 'updateProfile',
        summary: 'Change your own names',
        body: profileUpdateBody,
        response: { 200: sessionUser },
      },
    },
    (request) => updateProfile(app, request.auth!, request.body),
  );

  app.post(
    '/me/password',
    {
      ...signedIn,
      schema: {
        operationId: 'changePassword',
        summary: 'Change your own password',
        body: passwordChangeBody,
        response: { 200: messageReply },
      },
    },
    (request) => changePassword(app, request.auth!, request.body),
  );

  app.post(
    '/me/sign-out-everywhere',
    {
      ...signedIn,
      schema: {
        operationId: 'signOutEverywhere',
        summary: 'End all your sessions, this one included, and your connections to data servers',
        response: { 200: messageReply },
      },
    },
    (request, reply) => signOutEverywhere(app, request.auth!, request, reply),
  );
};

export default accountSettingsRoutes;
