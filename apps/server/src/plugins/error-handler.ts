import { messages } from '@portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/database-unreachable.ts';
import { AppError, RateLimited } from '../errors.ts';

/** What a client waits before trying again, when the database is unreachable. */
const retryAfterSeconds = 5;

/** The first problem of a refused input: its message, and the field it is about when it names one. */
function firstValidationProblem(error: FastifyError): { message: string; field?: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'is invalid';
    const text = field && !/[A-Z]/.test(message[0] ?? '') ? `${field}: ${message}` : message;
    // field is a path into the body; a refused query or path parameter is named in the message only.
    return field && error.validationContext === 'body' ? { message: text, field } : { message: text };
  }
  return { message: error.message };
}

/**
 * One place turns every failure into {code, message}, with field when a refusal is about one input;
 * a 5xx never carries internals.
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      const field = error.field === undefined ? {} : { field: error.field };
      const server = error.server === undefined ? {} : { server: error.server };
      if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, ...field, ...server });
    }
    if (error.validation) {
      return reply.status(400).send({ code: 'validation', ...firstValidationProblem(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ code: 'rate_limited', message: messages.tooManyRequests });
    if (status === 415)
      return reply.status(415).send({ code: 'unsupported_media_type', message: messages.jsonRequired });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to show.
      return reply.status(status).send({ code: 'validation', message: error.message });
    }
    // Not the request's fault and not a bug: say so, and when to try again, as /api/ready does.
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'request failed: the database is unreachable');
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ code: 'unavailable', message: messages.databaseUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'internal', message: messages.internal });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: 'not_found', message: messages.notFound });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
