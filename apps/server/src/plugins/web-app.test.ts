import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { closeContext, createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from './context.ts';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let context: AppContext;
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
    const config = {
      ...loadConfig({ DATA_DIR: join(root, 'data'), DEMO: '0', LOG_LEVEL: 'silent' }),
      webDist: dist,
    };
    context = await createContext(config);
    app = await buildApp({ ...context, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await closeContext(context);
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a client route with index.html, revalidated every time', async () => {
    const response = await app.inject({ method: 'GET', url: '/user/search/abc?search=x' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed asset to a browser that accepts brotli, cached for good', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 10);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the plain asset otherwise, and keeps unknown API paths as JSON 404s', async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const api = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });

  it('answers a browser that holds the file with 304, and HEAD with the headers alone', async () => {
    const first = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    const again = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-1234.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('serves a file built after the server started, and a missing one is a 404, not the page', async () => {
    const later = 'console.log("later");';
    writeFileSync(join(root, 'dist', 'assets', 'later-5678.js'), later);
    const response = await app.inject({ method: 'GET', url: '/assets/later-5678.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(later);
    expect(response.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-0000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>Portal</title>');
  });

  it('answers an API path no route matches with a JSON 404 at once, however long, and never looks for a file', async () => {
    for (const length of [5_000, 9_000, 16_000]) {
      for (const url of [`/api/servers/${'x'.repeat(length)}`, `/api/${'x'.repeat(length)}`]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url.slice(0, 20)).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
      }
    }
  });

  it('gives a long client path the page rather than an error', async () => {
    const response = await app.inject({ method: 'GET', url: `/user/search/${'x'.repeat(5_000)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
  });
});
