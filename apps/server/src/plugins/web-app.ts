import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built SPA; any non-API path that is not a file gets index.html so client routes work. */
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
    if (path.startsWith('/api/') || path === '/api') {
      return reply.status(404).send({ code: 'not_found', message: 'Not found.' });
    }
    const file = path.slice(1);
    if (file && !file.includes('..') && existsSync(join(root, file))) return reply.sendFile(file);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['context'] });
