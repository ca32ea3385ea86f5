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
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKeyOf } from '../../plugins/client-key.ts';
import { activateAccount } from './activate-account.ts';
import { checkPasswordLink, requestPasswordReset, resetPassword } from './password-reset.ts';
import { registerAccount } from './register-account.ts';
import { currentUser, signIn } from './service.ts';

/** Accounts and sign-in: the direct authentication calls of SPEC.md §7. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per client address; the per-e-mail limits live in the service.
  const perAddress = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 } };

  app.post(
    '/register',
    { schema: { body: registerBody, response: { 200: messageReply } }, config: perAddress },
    (request) => registerAccount(app, request.body, request.ip),
  );

  app.post(
    '/activateaccount',
    { schema: { body: activateBody, response: { 200: messageReply } }, config: perAddress },
    (request) => activateAccount(app, request.body.accountUuid, request.ip),
  );

  app.post(
    '/login',
    { schema: { body: loginBody, response: { 200: sessionUser } }, config: perAddress },
    (request, reply) =>
      signIn(app, reply, {
        ...request.body,
        ip: request.ip,
        client: clientKeyOf(request.ip),
        previousToken: request.cookies[app.sessions.cookieName],
      }),
  );

  app.post('/vt', { preHandler: app.authenticate, schema: { response: { 200: sessionUser } } }, (request) =>
    currentUser(app, request.auth!),
  );

  app.get('/logout', { schema: { response: { 200: messageReply } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { message: messages.signedOutNow };
  });

  app.post(
    '/forgotpassword',
    { schema: { body: forgotBody, response: { 200: messageReply } }, config: perAddress },
    (request) => requestPasswordReset(app, request.body.email, request.ip),
  );

  app.post(
    '/checkresetpassword',
    { schema: { body: checkResetBody, response: { 200: passwordLinkReply } }, config: perAddress },
    (request) => checkPasswordLink(app, request.body.uuid),
  );

  app.post(
    '/resetpassword',
    { schema: { body: resetBody, response: { 200: messageReply } }, config: perAddress },
    (request) => resetPassword(app, request.body, request.ip),
  );
};

export default authRoutes;
