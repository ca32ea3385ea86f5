import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { checkJsonText } from '../http/check-json-text.ts';
import { createBodyMemo } from '../http/repeated-bodies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is sent the same bodies again and again (a data call a page repeats): each text is
     * parsed once and its frozen value reused (http/repeated-bodies.ts).
     */
    repeatedBodies?: boolean;
  }
}

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
  const memo = createBodyMemo();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    const repeated = request.routeOptions.config?.repeatedBodies === true;
    const known = repeated ? memo.get(text) : undefined;
    if (known !== undefined) return done(null, known);
    const problem = checkJsonText(text);
    if (problem) return done(problems[problem](), undefined);
    if (!repeated) return parseJson(request, text, done);
    return parseJson(request, text, (error, value) =>
      error ? done(error, undefined) : done(null, memo.set(text, value)),
    );
  });
  app.addHook('onRequest', (request, _reply, done) => {
    done(/%00|\0/.test(request.url) ? problems.nul() : undefined);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
