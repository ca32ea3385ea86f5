import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, endpointFor, inputFor, serverAt } from '../../../test/proxy/engine-fixtures.ts';
import {
  type FakeUpstream,
  type SeenRequest,
  sendJson,
  startFakeUpstream,
} from '../../../test/proxy/start-fake-upstream.ts';

let upstream: FakeUpstream;
const engine = createTestEngine();
beforeAll(async () => {
  upstream = await startFakeUpstream((request, response) =>
    sendJson(response, 200, request.url.startsWith('/search') ? { value: [] } : { id: 1 }),
  );
});
afterAll(async () => {
  await engine.close();
  await upstream.close();
});

/** Sends one record call and returns what reached the upstream. */
async function seenFor(...args: Parameters<typeof inputFor>): Promise<SeenRequest> {
  const before = upstream.requests.length;
  await engine.call(inputFor(...args));
  expect(upstream.requests.length).toBe(before + 1);
  return upstream.requests[before];
}

describe('the upstream request', () => {
  it.each(['../', '@evil', '//evil', 'http://evil', '%0d%0a', '?&#', '../../admin?x=1#y'])(
    'keeps the URL variable %j inside its own segment, at the configured origin',
    async (value) => {
      const server = serverAt(`${upstream.url}/base/`);
      const endpoint = endpointFor('items/$(id)/detail', { response: 'record' });
      const seen = await seenFor(server, endpoint, { urlVariables: { id: value } });
      expect(seen.headers.host).toBe(`127.0.0.1:${upstream.port}`);
      const [path, query] = seen.url.split('?');
      expect(query).toBeUndefined();
      const segments = path.split('/');
      expect(segments).toHaveLength(5);
      expect(segments.slice(0, 3)).toEqual(['', 'base', 'items']);
      expect(decodeURIComponent(segments[3])).toBe(value);
      expect(segments[4]).toBe('detail');
    },
  );

  it('passes only declared params, the fixed value winning over the caller', async () => {
    const endpoint = endpointFor('items', {
      response: 'object',
      params: [{ name: 'status', value: 'open' }, { name: 'region' }, { name: 'unused' }],
    });
    const seen = await seenFor(serverAt(upstream.url), endpoint, {
      params: { status: 'closed', region: 'EU & UK', smuggled: 'yes' },
    });
    expect(seen.url).toBe('/items?status=open&region=EU%20%26%20UK');
  });

  it('never lets client headers set Host, Cookie or Authorization, nor forwards cookies', async () => {
    const endpoint = endpointFor('items', {
      response: 'object',
      headers: [{ name: 'Host' }, { name: 'Cookie' }, { name: 'Authorization' }, { name: 'X-Tenant' }],
    });
    const seen = await seenFor(serverAt(upstream.url), endpoint, {
      headers: {
        Host: 'evil.example',
        Cookie: 'session=browser',
        Authorization: 'Bearer stolen',
        'x-tenant': 'acme',
      },
    });
    expect(seen.headers.host).toBe(`127.0.0.1:${upstream.port}`);
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers['x-tenant']).toBe('acme');
  });

  it("sends the server's own credentials, not the caller's", async () => {
    const server = serverAt(upstream.url, 'default', 'basic', { username: 'svc', password: 'pw' });
    const endpoint = endpointFor('items', { response: 'object', headers: [{ name: 'Authorization' }] });
    const seen = await seenFor(server, endpoint, { headers: { Authorization: 'Basic c3RvbGVu' } });
    expect(seen.headers.authorization).toBe(`Basic ${Buffer.from('svc:pw').toString('base64')}`);
  });

  it('posts declared body params as JSON, with the normalized query for a default list endpoint', async () => {
    const endpoint = endpointFor('search', {
      method: 'POST',
      bodyParams: [{ name: 'tenant', value: 'fixed' }, { name: 'mode' }],
    });
    const before = upstream.requests.length;
    await engine.call(
      inputFor(serverAt(upstream.url), endpoint, {
        params: { offset: 10, limit: 5 },
        bodyParams: { tenant: 'mine', mode: 'fast', extra: 'dropped' },
      }),
    );
    const seen = upstream.requests[before];
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ offset: 10, limit: 5, tenant: 'fixed', mode: 'fast' });
  });
});
