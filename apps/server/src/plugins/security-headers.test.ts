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

  it('sends every header with its exact value, on answers and on errors alike', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/api/health' });
    const refusal = await test.app.inject({ method: 'GET', url: '/api/nothing' });
    const expected = {
      'content-security-policy': [
        "default-src 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "form-action 'self'",
        "frame-ancestors 'self' https://intranet.example.com",
      ].join('; '),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
      // API answers hold tenant data: no browser or shared cache keeps them.
      'cache-control': 'no-store',
    };
    for (const response of [answer, refusal]) {
      expect(response.headers).toMatchObject(expected);
      // A script that got in could not use the camera, the microphone, the location or payments.
      const features = String(response.headers['permissions-policy']).split(', ');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'])
        expect(features).toContain(`${feature}=()`);
      expect(features.every((entry) => entry.endsWith('=()'))).toBe(true);
    }
  });

  it('lets the browser cache what is not the API, with the same security headers', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).not.toBe('no-store');
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://intranet.example.com",
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // An API path spelled with escapes is still the API.
    const escaped = await test.app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(escaped.headers['cache-control']).toBe('no-store');
  });

  it('adds HSTS only when the portal is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
    const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    // A year, subdomains included: the portal's hosts are never reached over plain http again.
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await secure.close();
    const plain = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
