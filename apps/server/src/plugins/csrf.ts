import { csrfHeader, messages } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes SPEC.md keeps as GET although they change state. */
const stateChangingReads = new Set(['/api/logout']);

/** Whether a call to the route changes state, so must pass the checks below (the API document says so). */
export const changesState = (method: string, url: string | undefined) =>
  !safeMethods.has(method) || stateChangingReads.has(url ?? '');

/**
 * State-changing API calls must carry X-Requested-With (a cross-site page cannot send it without a
 * CORS preflight, and CORS is never granted) and, when the browser says where they come from, come
 * from the portal's own origin.
 */
function isTrusted(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers[csrfHeader.name] !== csrfHeader.value) return false;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) return false;
  return true;
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

// The web app's exact header is answered without taking the header apart (every data call sends it).
const isJson = (contentType: string | undefined) =>
  contentType === 'application/json' ||
  contentType?.split(';')[0].trim().toLowerCase() === 'application/json';

/**
 * Decided by what a request does, never by how its path is spelled: every request with a
 * state-changing method (the web app serves reads only) and the routes above. Their bodies must be
 * JSON, which no cross-site form can send.
 */
async function csrfPlugin(app: FastifyInstance) {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  // A callback hook, as every hook that runs on each request: no promise to settle per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!changesState(request.method, request.routeOptions.url)) return done();
    // A route that reads only a bearer token (SCIM) sends nothing a cross-site page could borrow.
    if (request.routeOptions.config?.bearerOnly) return done();
    if (!isTrusted(request, publicOrigin)) return done(new AppError('csrf', messages.csrfRejected));
    if (hasBody(request) && !isJson(request.headers['content-type'])) {
      return done(new AppError('unsupported_media_type', messages.jsonRequired));
    }
    done();
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['context'] });
