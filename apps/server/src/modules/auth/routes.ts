import {
  activateBody,
  checkResetBody,
  forgotBody,
  loginBody,
  messageReply,
  messages,
  passwordLinkReply,
  registerBody,
  resetBody,
  sessionUser,
  signInEmailReply,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKeyOf } from '../../http/client-key.ts';
import { tagRoutes } from '../../plugins/openapi.ts';
import { activateAccount } from './activate-account.ts';
import { checkPasswordLink, requestPasswordReset, resetPassword } from './password-reset.ts';
import { registerAccount } from './register-account.ts';
import { currentUser, signIn } from './service.ts';

/** Accounts and sign-in: the direct authentication calls of SPEC.md §7. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  tagRoutes(app, 'Sign-in');
  // Per client address; the per-e-mail limits live in the service.
  const perAddress = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 } };

  app.post(
    '/register',
    {
      schema: {
        operationId: 'registerAccount',
        summary: 'Register a new account; its activation link is e-mailed',
        body: registerBody,
        response: { 200: messageReply },
      },
      config: perAddress,
    },
    (request) => registerAccount(app, request.body, request.ip),
  );

  app.post(
    '/activateaccount',
    {
      schema: {
        operationId: 'activateAccount',
        summary: 'Activate an account from its e-mailed link',
        body: activateBody,
        response: { 200: signInEmailReply },
      },
      config: perAddress,
    },
    (request) => activateAccount(app, request.body.accountUuid, request.ip),
  );

  app.post(
    '/login',
    {
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: sessionUser },
      },
      config: perAddress,
    },
    (request, reply) =>
      signIn(app, reply, {
        ...request.body,
        ip: request.ip,
        client: clientKeyOf(request.ip),
        previousToken: request.cookies[app.sessions.cookieName],
      }),
  );

  app.post(
    '/vt',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'validateSession',
        summary: 'Check the session and read its signed-in user',
        response: { 200: sessionUser },
      },
    },
    (request) => currentUser(app, request.auth!),
  );

  app.get(
    '/logout',
    {
      schema: {
        operationId: 'signOut',
        summary: 'Sign out: end the session',
        response: { 200: messageReply },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: messages.signedOutNow };
    },
  );

  app.post(
    '/forgotpassword',
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Ask for a password reset link by e-mail',
        body: forgotBody,
        response: { 200: messageReply },
      },
      config: perAddress,
    },
    (request) => requestPasswordReset(app, request.body.email, request.ip),
  );

  app.post(
    '/checkresetpassword',
    {
      schema: {
        operationId: 'checkPasswordLink',
        summary: 'Check a password reset link before asking for the new password',
        body: checkResetBody,
        response: { 200: passwordLinkReply },
      },
      config: perAddress,
    },
    (request) => checkPasswordLink(app, request.body.uuid),
  );

  app.post(
    '/resetpassword',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password from a reset link',
        body: resetBody,
        response: { 200: signInEmailReply },
      },
      config: perAddress,
    },
    (request) => resetPassword(app, request.body, request.ip),
  );
};

export default authRoutes;
