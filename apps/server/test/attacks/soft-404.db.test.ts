import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

const page = '<!doctype html><title>Portal</title>';

// Hole 6: a missing file answered 200 with the app's page. A scanner reads every guessed path as
// there; a browser runs the HTML as a script, caches it as the icon; a stale tab loads the page
// for a chunk a deployment removed instead of failing and reloading.
describe('asking for files that are not there', () => {
  let test: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'portal-missing-files-'));

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), page);
    writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(root, 'assets', 'index-1234.js'), 'export {};');
    test = await createTestApp({}, { webDist: root });
  });
  afterAll(async () => {
    await test.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 404, not the page, for a missing script, robots.txt, favicon.ico or any file', async () => {
    for (const url of [
      '/assets/index-0000.js',
      '/assets/missing.css',
      '/assets/',
      '/assets/chunk',
      '/robots.txt',
      '/favicon.ico',
      '/sitemap.xml',
      '/.env',
      '/wp-login.php',
      '/user/search/not-a-file.map',
      '/%61ssets/index-0000.js',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>Portal</title>');
    }
  });

  it('still answers the files that are there, and the page for the app routes', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/assets/index-1234.js' })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    for (const url of [
      '/',
      '/login',
      '/home',
      '/user/search/0b7e6b4e-5d0c-4b8e-9a51-7a2f1c9e3d10?search=x.y',
      '/user/detail/0b7e6b4e-5d0c-4b8e-9a51-7a2f1c9e3d10',
      '/resetpassword/Zk9yX3RoZV9sb2dfcmVhZGVyX29ubHlfNDNfY2hhcnM',
      '/admin/usersadmin',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Portal</title>');
    }
  });
});
