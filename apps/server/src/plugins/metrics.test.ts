import { demoOAuth2Auth, type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, addServer, callApi } from '../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const token = 'metrics-token-0123456789';

/** The value of one sample line, e.g. metric('portal_proxy_cache_total{result="hit"}'). */
function metric(text: string, sample: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : 0;
}

describe('GET /metrics', () => {
  let test: TestApp;
  let upstream: SampleUpstream;
  let admin: TestUser;
  beforeAll(async () => {
    upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 30 } });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1', METRICS_TOKEN: token });
    ({ user: admin } = await createTenant(test));
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  const scrape = async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
    return response.body;
  };

  it('refuses a caller without the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', token]) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('counts requests by route and status, the cache, upstream latency, errors, tokens and sessions', async () => {
    const oauth = await addServer(test, admin.cookie, {
      settings: {
        url: `${upstream.url}/bearer/api/`,
        authType: 'auth2ropasswordcredentias',
        auth: demoOAuth2Auth(upstream.url),
      },
    });
    const list = await addEndpoint(test, admin.cookie, oauth.uuid, {
      settings: { url: 'customers', response: 'list' },
    });
    const missing = await addEndpoint(test, admin.cookie, oauth.uuid, {
      settings: { url: 'no-such-table', response: 'list' },
    });
    const call = (uuid: string) =>
      callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid, params: { limit: 5 } });
    expect((await call(list.uuid)).statusCode).toBe(200);
    expect((await call(list.uuid)).statusCode).toBe(200);
    expect((await call(missing.uuid)).statusCode).toBe(502);

    const text = await scrape();
    expect(metric(text, 'portal_http_requests_total{method="POST",route="/api/proxy",status="200"}')).toBe(2);
    expect(metric(text, 'portal_http_requests_total{method="POST",route="/api/proxy",status="502"}')).toBe(1);
    expect(metric(text, 'portal_proxy_cache_total{result="hit"}')).toBe(1);
    expect(metric(text, 'portal_proxy_cache_total{result="miss"}')).toBe(2);
    expect(metric(text, `portal_upstream_request_duration_seconds_count{server="${oauth.uuid}"}`)).toBe(2);
    expect(metric(text, 'portal_upstream_errors_total{kind="upstream_error"}')).toBe(1);
    expect(metric(text, 'portal_upstream_token_requests_total{outcome="issued"}')).toBe(1);
    expect(metric(text, 'portal_sessions_active')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it("labels an unknown path by a pattern (the web app's catch-all, or unmatched), never by its URL", async () => {
    await test.app.inject({ method: 'GET', url: '/api/does-not-exist-123' });
    const text = await scrape();
    expect(text).toMatch(/route="(unmatched|\/\*)",status="404"/);
    expect(text).not.toContain('does-not-exist-123');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const test = await createTestApp();
    try {
      const response = await test.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    } finally {
      await test.close();
    }
  });
});
