import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Whether a path may be a client route, which gets the page: not under /assets/ and with no file
 * extension. A missing script, stylesheet, robots.txt or favicon.ico is a 404, not the page, which
 * a browser would run or cache as that file and a scanner would read as found.
 */
export function mayBeAppRoute(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as written
  }
  if (decoded === '/assets' || decoded.startsWith('/assets/')) return false;
  return !decoded.slice(decoded.lastIndexOf('/') + 1).includes('.');
}

/** Whether a file is there; a name the file system refuses (too long, say) is no file either. */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** Paths the server answers itself (the API, SCIM): never a file or the page. */
const isServerPath = (path: string) =>
  ['/api', '/scim'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Serves the built SPA; a path that may be a client route and is not a file gets index.html. */
async function webAppPlugin(app: FastifyInstance) {
  const root = app.config.webDist;
  if (!root || !existsSync(join(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside each asset; they are sent to browsers that accept them.
    preCompressed: true,
    index: false,
    setHeaders(response, path) {
      // Hashed assets never change; the shell and the service worker must always be revalidated.
      const immutable = path.includes(`${join(root, 'assets')}`);
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0];
    // A server path the router did not match (an unknown call, or an id past the router's length) is
    // a JSON 404 at once; the files are never looked at for it.
    if (isServerPath(path)) return reply.status(404).send({ code: 'not_found', message: messages.notFound });
    const file = path.slice(1);
    if (file && !file.includes('..') && isFile(join(root, file))) return reply.sendFile(file);
    if (!mayBeAppRoute(path))
      return reply.status(404).send({ code: 'not_found', message: messages.notFound });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['context'] });
