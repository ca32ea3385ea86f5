import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxLink, post, tokenOf } from '../auth-test-support.ts';
import { apiHeaders, createTenant, createTestApp, type TestApp } from '../test-app.ts';

// Hole 9: answers a shared cache could keep, link tokens in the logs, a world-readable data folder,
// and reset links that outlived a password change.
describe('what a browser cache, a log reader or another local user could pick up', () => {
  let test: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    test = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(() => test.close());

  it('every API answer says no-store, errors and unknown paths included', async () => {
    const { user } = await createTenant(test);
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['POST', '/api/vt'],
      ['GET', '/api/users'],
      ['GET', '/api/servers/not-there'],
      ['GET', '/api/nowhere'],
      ['GET', '/%61pi/users'],
    ] as const) {
      const response = await test.app.inject({ method, url, headers: apiHeaders(user.cookie) });
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
    const signedOut = await test.app.inject({ method: 'GET', url: '/api/users' });
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });

  it('never writes a link token into the log, whatever the path looks like', async () => {
    const token = 'Zk9yX3RoZV9sb2dfcmVhZGVyX29ubHlfNDNfY2hhcnM';
    for (const url of [
      `/activate/${token}`,
      `/resetpassword/${token}`,
      `/resetpassword/${token}?from=mail`,
      `/%61ctivate/${token}`,
      `//resetpassword/${token}`,
      `/RESETPASSWORD/${token}`,
    ]) {
      await test.app.inject({ method: 'GET', url });
    }
    // The request lines were written (at debug level), just without the token.
    expect(lines.filter((line) => line.includes('GET /') && line.includes(' 200')).length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('a password change retires the reset links that were still open', async () => {
    const { user } = await createTenant(test);
    await post(test, '/api/forgotpassword', { email: user.email });
    const link = await outboxLink(test.dataDir, user.email, '/resetpassword/');
    const changed = await test.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: apiHeaders(user.cookie),
      payload: {
        currentPassword: user.password,
        password: 'changed in settings',
        confirmPassword: 'changed in settings',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reset = await post(test, '/api/resetpassword', {
      resetPwdUuid: tokenOf(link),
      password: 'chosen by whoever had the mail',
      confirmPassword: 'chosen by whoever had the mail',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ code: 'validation', message: messages.resetLinkInvalid });
  });
});

describe('the data folder', () => {
  it('is readable by its owner only, and so are the database and the key in it', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'portal-modes-'));
    const dataDir = join(parent, 'fresh', 'data');
    const test = await createTestApp({ DATA_DIR: dataDir });
    try {
      const { user } = await createTenant(test);
      await post(test, '/api/forgotpassword', { email: user.email });
      await outboxLink(dataDir, user.email, '/resetpassword/');
      const mode = (path: string) => statSync(join(dataDir, path)).mode & 0o777;
      expect(mode('.')).toBe(0o700);
      expect(mode('secret.key')).toBe(0o600);
      expect(mode('outbox')).toBe(0o700);
      if (test.context.dialect === 'sqlite') {
        expect(mode('portal.db')).toBe(0o600);
        expect(mode('portal.db-wal')).toBe(0o600);
      }
    } finally {
      await test.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
