import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { checkJsonText } from '../http/check-json-text.ts';

const problems = {
  nul: () => new AppError('validation', messages.nulCharacter),
  too_deep: () => new AppError('validation', messages.jsonTooDeep),
};

/**
 * JSON is the only body the API reads (DESIGN.md §4). A body nested deeper than any payload, or
 * holding a NUL character, is refused with a 400 before it is parsed; so is a URL with a NUL. Then
 * Fastify's own parser, with its prototype poisoning checks, reads it. An empty body (a DELETE
 * that says it speaks JSON) reads as none.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    const problem = checkJsonText(text);
    if (problem) return done(problems[problem](), undefined);
    return parseJson(request, text, done);
  });
  app.addHook('onRequest', async (request) => {
    if (/%00|\0/.test(request.url)) throw problems.nul();
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
