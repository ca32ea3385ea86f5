import {
  identityProvider,
  identityProviderCreateBody,
  identityProviderUpdateBody,
  idParams,
  messageReply,
  messages,
  signInTestResult,
  ssoStartQuery,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagRoutes } from '../../plugins/openapi.ts';
import { finishSignIn } from './finish-sign-in.ts';
import {
  createProvider,
  deleteProviderOf,
  listProvidersOf,
  presentProvider,
  requireProvider,
  updateProvider,
} from './manage-identity-providers.ts';
import { startSignIn } from './start-sign-in.ts';
import { readTestResult, startTestSignIn } from './test-sign-in.ts';

const redirect = (description: string) => ({ 302: z.null().meta({ description }) });

/** Single sign-on (DESIGN.md §4a): admins set up identity providers; people sign in through them. */
export default async function ssoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Single sign-on');
  // preValidation, so that a caller without the role learns nothing from validation messages.
  const admins = { preValidation: app.requireAbility('managePeople') };
  const perAddress = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 } };

  app.get(
    '/identity-providers',
    {
      ...admins,
      schema: {
        operationId: 'listIdentityProviders',
        summary: "List the account's identity providers (never their client secrets)",
        response: { 200: z.array(identityProvider) },
      },
    },
    (request) => listProvidersOf(app, request.auth!),
  );
  app.post(
    '/identity-providers',
    {
      ...admins,
      schema: {
        operationId: 'createIdentityProvider',
        summary: 'Add an OpenID Connect identity provider; its e-mail domains become the account’s',
        body: identityProviderCreateBody,
        response: { 200: identityProvider },
      },
    },
    (request) => createProvider(app, request.auth!, request.body),
  );
  app.get(
    '/identity-providers/:id',
    {
      ...admins,
      schema: {
        operationId: 'getIdentityProvider',
        summary: 'Read one identity provider (never its client secret)',
        params: idParams,
        response: { 200: identityProvider },
      },
    },
    async (request) => presentProvider(app, await requireProvider(app, request.auth!, request.params.id)),
  );
  app.put(
    '/identity-providers/:id',
    {
      ...admins,
      schema: {
        operationId: 'updateIdentityProvider',
        summary: 'Change an identity provider; a blank client secret keeps the stored one',
        params: idParams,
        body: identityProviderUpdateBody,
        response: { 200: identityProvider },
      },
    },
    (request) => updateProvider(app, request.auth!, request.params.id, request.body),
  );
  app.delete(
    '/identity-providers/:id',
    {
      ...admins,
      schema: {
        operationId: 'deleteIdentityProvider',
        summary: 'Delete an identity provider, its domains, mappings and links (the users stay)',
        params: idParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await deleteProviderOf(app, request.auth!, request.params.id);
      return { message: messages.identityProviderDeleted };
    },
  );
  app.get(
    '/identity-providers/:id/test-sign-in',
    {
      ...admins,
      schema: {
        operationId: 'testIdentityProvider',
        summary: 'Run a sign-in at the provider that signs nobody in, and come back to see its claims',
        params: idParams,
        response: redirect("To the provider's sign-in page, or back to Settings ▸ Sign-in with the result."),
      },
    },
    async (request, reply) => reply.redirect(await startTestSignIn(app, request, reply, request.params.id)),
  );
  app.get(
    '/sign-in-tests/:id',
    {
      ...admins,
      schema: {
        operationId: 'getSignInTestResult',
        summary: "Read a test sign-in's result: how the sign-in would end, and the claims received",
        params: idParams,
        response: { 200: signInTestResult },
      },
    },
    (request) => readTestResult(app, request.auth!, request.params.id),
  );

  app.get(
    '/sso/start',
    {
      config: perAddress,
      schema: {
        operationId: 'startSingleSignOn',
        summary: "Go to the identity provider of a work e-mail's domain, or of a provider (its sign-in link)",
        querystring: ssoStartQuery,
        response: redirect(
          "To the provider's sign-in page, or to the sign-in page with the reason it cannot.",
        ),
      },
    },
    async (request, reply) => reply.redirect(await startSignIn(app, request, reply, request.query)),
  );
  app.get(
    '/sso/callback',
    {
      config: perAddress,
      schema: {
        operationId: 'finishSingleSignOn',
        summary: 'Where the identity provider sends the browser back (the redirect URI)',
        response: redirect('To the sign-in page: signed in, or with the reason of the refusal.'),
      },
    },
    async (request, reply) => reply.redirect(await finishSignIn(app, request, reply)),
  );
}
