import { messages, scimGroupBody, scimMediaType, scimPatchBody, scimUserBody } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hashToken } from '../../crypto/tokens.ts';
import { AppError } from '../../errors.ts';
import { checkJsonText } from '../../http/check-json-text.ts';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-discovery.ts';
import { ScimError, scimErrorBody, scimInvalid } from './scim-errors.ts';
import {
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
} from './scim-groups.ts';
import { listQuery } from './scim-list.ts';
import { findTokenByHash, markUsed } from './scim-token-repository.ts';
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
  type ScimCaller,
} from './scim-users.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account a SCIM request's bearer token belongs to (modules/scim). */
    scimCaller: ScimCaller | null;
  }
  interface FastifyContextConfig {
    /** The route reads a bearer token, never a cookie: the CSRF check does not apply (plugins/csrf.ts). */
    bearerOnly?: boolean;
  }
}

/** Writing "last used" once a minute is enough for the admin screen. */
const markEveryMs = 60_000;

/** The body as the resource's schema reads it, or SCIM's 400 naming the first problem. */
function parsed<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue.path.join('.') || 'body';
  throw scimInvalid(
    `${messages.scimInvalidBody} ${where}: ${issue.message}`,
    body === undefined ? 'invalidSyntax' : 'invalidValue',
  );
}

async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const match = /^Bearer +(\S{1,256})$/i.exec(request.headers.authorization ?? '');
  const token = match ? await findTokenByHash(app.db, hashToken(match[1])) : undefined;
  if (!token) throw new ScimError(401, messages.scimTokenRequired);
  const now = Date.now();
  if (token.last_used_at === null || now - token.last_used_at > markEveryMs)
    await markUsed(app.db, token.id, now);
  request.scimCaller = { accountId: token.account_id, tokenName: token.name };
}

/** Any failure of a SCIM route in SCIM's error shape (RFC 7644 §3.12), never with internals. */
function answerError(
  error: FastifyError | AppError | ScimError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ScimError) {
    if (error.status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.status(error.status).send(scimErrorBody(error.status, error.message, error.scimType));
  }
  if (error instanceof AppError && error.status < 500)
    return reply.status(error.status).send(scimErrorBody(error.status, error.message));
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 415) return reply.status(415).send(scimErrorBody(415, messages.scimUnsupportedMediaType));
  if (status === 429) return reply.status(429).send(scimErrorBody(429, messages.tooManyRequests, 'tooMany'));
  if (status >= 400 && status < 500)
    return reply.status(status).send(scimErrorBody(status, error.message, 'invalidSyntax'));
  request.log.error({ err: error }, 'SCIM request failed');
  return reply.status(500).send(scimErrorBody(500, messages.internal));
}

/**
 * SCIM 2.0 (RFC 7643/7644) at /scim/v2 (DESIGN.md §4a): an identity provider provisions and removes
 * the people of the account its bearer token belongs to, and the members of its mapped groups. Its
 * own shapes and media type; every lookup carries the token's account, so a token sees nothing of
 * another account. Not in the API document (the SCIM discovery endpoints describe it).
 */
export default async function scimApi(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser(scimMediaType, { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    const problem = checkJsonText(text);
    if (problem)
      return done(
        scimInvalid(problem === 'nul' ? messages.nulCharacter : messages.jsonTooDeep, 'invalidSyntax'),
        undefined,
      );
    return parseJson(request, text, (error, value) =>
      done(
        error ? scimInvalid(`${messages.scimInvalidBody} ${error.message}`, 'invalidSyntax') : null,
        value,
      ),
    );
  });
  app.decorateRequest('scimCaller', null);
  app.setErrorHandler(answerError);
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(scimErrorBody(404, messages.notFound));
  app.setNotFoundHandler(notFound);
  // Also as a route: the built web app's catch-all (`/*`) would otherwise answer a GET no SCIM
  // route matches.
  app.all('/*', { schema: { hide: true } }, notFound);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-type', `${scimMediaType}; charset=utf-8`);
    return payload;
  });

  const { publicUrl } = app.config;
  const options = {
    schema: { hide: true },
    config: {
      bearerOnly: true,
      rateLimit: {
        max: 1200,
        timeWindow: 60_000,
        // Per token: one provider's burst never slows another account's.
        keyGenerator: (request: FastifyRequest) => hashToken(request.headers.authorization ?? request.ip),
      },
    },
    onRequest: (request: FastifyRequest) => authenticate(app, request),
  };
  const caller = (request: FastifyRequest) => request.scimCaller!;
  const id = (request: FastifyRequest) => (request.params as { id: string }).id;
  const query = (request: FastifyRequest) => parsed(listQuery, request.query);
  const created = (reply: FastifyReply, resource: Record<string, unknown>) =>
    reply
      .status(201)
      .header('location', (resource.meta as { location: string }).location)
      .send(resource);

  app.get('/ServiceProviderConfig', options, async () => serviceProviderConfig(publicUrl));
  app.get('/ResourceTypes', options, async () => resourceTypes(publicUrl));
  app.get('/Schemas', options, async () => schemas(publicUrl));

  app.get('/Users', options, (request) => listScimUsers(app, caller(request), query(request)));
  app.post('/Users', options, async (request, reply) =>
    created(reply, await createScimUser(app, caller(request), parsed(scimUserBody, request.body))),
  );
  app.get('/Users/:id', options, (request) => getScimUser(app, caller(request), id(request)));
  app.put('/Users/:id', options, (request) =>
    replaceScimUser(app, caller(request), id(request), parsed(scimUserBody, request.body)),
  );
  app.patch('/Users/:id', options, (request) =>
    patchScimUser(app, caller(request), id(request), parsed(scimPatchBody, request.body).Operations),
  );
  app.delete('/Users/:id', options, async (request, reply) => {
    await deleteScimUser(app, caller(request), id(request));
    return reply.status(204).send();
  });

  app.get('/Groups', options, (request) => listScimGroups(app, caller(request), query(request)));
  app.post('/Groups', options, (request) =>
    createScimGroup(app, caller(request), parsed(scimGroupBody, request.body)),
  );
  app.get('/Groups/:id', options, (request) => getScimGroup(app, caller(request), id(request)));
  app.put('/Groups/:id', options, (request) =>
    replaceScimGroup(app, caller(request), id(request), parsed(scimGroupBody, request.body)),
  );
  app.patch('/Groups/:id', options, (request) =>
    patchScimGroup(app, caller(request), id(request), parsed(scimPatchBody, request.body).Operations),
  );
  app.delete('/Groups/:id', options, async (request, reply) => {
    await deleteScimGroup(app, caller(request), id(request));
    return reply.status(204).send();
  });
}
