import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('security headers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ FRAME_ANCESTORS: "'self' https://intranet.example.com" });
  });
  afterAll(() => test.close());

  it('sends the content security policy with the configured frame ancestors and no X-Frame-Options', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self' https://intranet.example.com");
    expect(policy).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends them on errors too', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('adds HSTS only when the portal is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
    const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    await secure.close();
    const plain = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
