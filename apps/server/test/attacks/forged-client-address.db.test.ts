import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTenant, createTestApp, type TestApp } from '../test-app.ts';

// Hole 5: with TRUST_PROXY on, the client's own X-Forwarded-For entry decided its address, so
// per-address limits vanished for anyone who wrote a fresh address into each request.
const limit = 3;
const reverseProxy = '10.0.0.5';
const forged = () => `${randomInt(1, 223)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each([
  ['a hop count', '1'],
  ['the proxy addresses', '10.0.0.0/8, fd00::/8'],
])('behind a reverse proxy trusted by %s', (_name, trust) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ TRUST_PROXY: trust, AUTH_RATE_LIMIT_PER_MINUTE: String(limit) });
  });
  afterAll(() => test.close());

  /** A sign-in through the proxy, which appends the address it saw to what the client sent. */
  const viaProxy = (sentByClient: string | undefined, seenByProxy: string, email = 'nobody@example.com') =>
    test.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: reverseProxy,
      headers: {
        ...apiHeaders(),
        'x-forwarded-for': sentByClient ? `${sentByClient}, ${seenByProxy}` : seenByProxy,
      },
      payload: { email, password: 'whatever it is' },
    });

  it('a client writing a fresh address into every request still meets the per-address limit', async () => {
    const client = '203.0.113.9';
    for (let attempt = 1; attempt <= limit; attempt++) {
      expect((await viaProxy(forged(), client)).statusCode).toBe(401);
    }
    expect((await viaProxy(forged(), client)).statusCode).toBe(429);
    expect((await viaProxy(forged(), '203.0.113.10')).statusCode).toBe(401);
  });

  it('an IPv6 client changing addresses inside its /64 is one client', async () => {
    for (let attempt = 1; attempt <= limit; attempt++) {
      expect((await viaProxy(undefined, `2001:db8:7:1::${attempt}`)).statusCode).toBe(401);
    }
    expect((await viaProxy(undefined, '2001:db8:7:1:ffff::9')).statusCode).toBe(429);
    expect((await viaProxy(undefined, '2001:db8:7:2::1')).statusCode).toBe(401);
  });
});

describe('with the proxies listed by address', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ TRUST_PROXY: reverseProxy, AUTH_RATE_LIMIT_PER_MINUTE: String(limit) });
  });
  afterAll(() => test.close());

  it('a client connecting past the proxy cannot claim an address at all', async () => {
    const { user } = await createTenant(test);
    const direct = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '198.51.100.20',
        headers: { ...apiHeaders(), 'x-forwarded-for': `${forged()}, ${forged()}` },
        payload: { email: user.email, password: 'wrong' },
      });
    for (let attempt = 1; attempt <= limit; attempt++) expect((await direct()).statusCode).toBe(401);
    expect((await direct()).statusCode).toBe(429);
  });
});
