import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PageTemplate, readPageTemplate } from '../first-screen/first-screen-page.ts';
import { renderFirstScreenPage } from '../first-screen/render-first-screen-page.ts';
import { readBuiltAssets, sendBuiltAsset } from './built-assets.ts';

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

/** The pages whose first screen the server may draw (search and detail pages). */
const mayHaveFirstScreen = (path: string) => path.startsWith('/user/');

/**
 * index.html cut for first screens, read again when the web app is built anew; undefined when it has
 * no place for one (then no page gets one).
 */
function templateReader(root: string) {
  let read: { at: number; template: PageTemplate | undefined } | undefined;
  return () => {
    const file = join(root, 'index.html');
    const at = statSync(file).mtimeMs;
    if (read?.at !== at) {
      let template: PageTemplate | undefined;
      try {
        template = readPageTemplate(readFileSync(file, 'utf8'));
      } catch {
        template = undefined;
      }
      read = { at, template };
    }
    return read.template;
  };
}

/** A page of its own (not a file), compressed here as the browser accepts, sent as it is written. */
function pageStream(acceptEncoding: string | undefined) {
  if (acceptEncoding?.includes('br'))
    return {
      encoding: 'br',
      stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (acceptEncoding?.includes('gzip')) return { encoding: 'gzip', stream: createGzip() };
  return { encoding: undefined, stream: new PassThrough() };
}

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
    // The hashed files are answered from memory (built-assets.ts), the rest of them by the route below.
    globIgnore: ['assets/**'],
    setHeaders(response, path) {
      // Hashed assets never change; the shell and the service worker must always be revalidated.
      const immutable = path.includes(`${join(root, 'assets')}`);
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const template = templateReader(root);
  const assets = readBuiltAssets(root);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0];
    const asset = assets.get(path);
    if (asset) return sendBuiltAsset(request, reply, asset);
    // A server path the router did not match (an unknown call, or an id past the router's length) is
    // a JSON 404 at once; the files are never looked at for it.
    if (isServerPath(path)) return reply.status(404).send({ code: 'not_found', message: messages.notFound });
    const file = path.slice(1);
    if (file && !file.includes('..') && isFile(join(root, file))) return reply.sendFile(file);
    if (!mayBeAppRoute(path))
      return reply.status(404).send({ code: 'not_found', message: messages.notFound });
    // A search or detail page comes with its first screen for a person who may see it (first-screen/):
    // their data, so never kept by a cache.
    const page = mayHaveFirstScreen(path) ? await renderFirstScreenPage(app, request, template) : undefined;
    if (page) {
      const { encoding, stream } = pageStream(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      // The head goes at once, so the browser fetches the styles and code while the screen renders;
      // the render starts once the head has left the compressor (it holds the process meanwhile).
      // A screen held open for answers still coming goes at once too, and the page ends once they came.
      const renderRest = () =>
        void page.rest().then(({ now, later }) => {
          if (!later) return stream.end(now);
          stream.write(now);
          if ('flush' in stream) stream.flush();
          return later.then((rest) => stream.end(rest));
        });
      stream.write(page.head);
      if ('flush' in stream) stream.flush(renderRest);
      else setImmediate(renderRest);
      return reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8')
        .send(stream);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['context'] });
