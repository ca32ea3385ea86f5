import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON is the only body the API reads (DESIGN.md §4). Fastify's own parser, with its prototype
 * poisoning checks, reads it; an empty body (a DELETE that says it speaks JSON) reads as none.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
