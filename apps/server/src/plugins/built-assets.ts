import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A hashed file of the web app's build, held in memory with the copies the build compressed. */
export type BuiltAsset = {
  type: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  lastModified: string;
};

/** The types of the files the build hashes; a file of any other kind is left to the file server. */
const types: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/**
 * The build's hashed scripts and stylesheets (`assets/` of the built web app), by their path, read
 * once: a name never changes its content, so a cold page load's dozens of files are answered from
 * memory instead of each costing a stat, an open, reads and a close on the server's one thread (B8
 * under load profiled those at a fifth of the server's time, beside two browsers loading pages). A
 * file built after this was read is not here; the file server still finds it.
 */
export function readBuiltAssets(root: string): Map<string, BuiltAsset> {
  const assets = new Map<string, BuiltAsset>();
  const folder = join(root, 'assets');
  if (!existsSync(folder)) return assets;
  for (const name of readdirSync(folder)) {
    const type = types[name.slice(name.lastIndexOf('.') + 1)];
    const path = join(folder, name);
    if (!type) continue;
    const stats = statSync(path);
    if (!stats.isFile()) continue;
    assets.set(`/assets/${name}`, {
      type,
      plain: readFileSync(path),
      br: readIfThere(`${path}.br`),
      gzip: readIfThere(`${path}.gz`),
      // The file server's validators, so a browser's copy from either stays valid.
      etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
      lastModified: stats.mtime.toUTCString(),
    });
  }
  return assets;
}

/** Whether an Accept-Encoding header accepts `coding` (named, and not with q=0). */
export function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== coding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Sends a built file: its Brotli or gzip copy when the browser accepts it, cached for good. */
export function sendBuiltAsset(request: FastifyRequest, reply: FastifyReply, asset: BuiltAsset) {
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', asset.etag)
    .header('last-modified', asset.lastModified)
    .header('vary', 'accept-encoding')
    .type(asset.type);
  if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
  const acceptEncoding = request.headers['accept-encoding'];
  if (asset.br && accepts(acceptEncoding, 'br')) return reply.header('content-encoding', 'br').send(asset.br);
  if (asset.gzip && accepts(acceptEncoding, 'gzip'))
    return reply.header('content-encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.plain);
}
