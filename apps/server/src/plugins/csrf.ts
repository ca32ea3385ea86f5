import { csrfHeader, messages } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

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

async function csrfPlugin(app: FastifyInstance) {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!isTrusted(request, publicOrigin)) throw new AppError('csrf', messages.csrfRejected);
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['context'] });
