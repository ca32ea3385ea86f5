import { messages } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { AppError } from '../../errors.ts';
import { createOutboundClient, type OutboundClient } from './outbound-client.ts';

let upstream: FakeUpstream;
let client: OutboundClient | undefined;
beforeAll(async () => {
  upstream = await startFakeUpstream((request, response) => {
    if (request.url.startsWith('/redirect')) {
      response.writeHead(302, { location: `http://127.0.0.1:${upstream.port}/secret` });
      return response.end();
    }
    sendJson(response, 200, { ok: true }, { 'set-cookie': 'upstream=1' });
  });
});
afterEach(async () => {
  await client?.close();
  client = undefined;
});
afterAll(() => upstream.close());

const clientAllowing = (allow: string[]) => {
  client = createOutboundClient({ timeoutMs: 2000, maxBytes: 1024 * 1024, allow });
  return client;
};
const get = (target: OutboundClient, url: string) =>
  target.send({ url: new URL(url), method: 'GET', headers: {} });
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('the outbound guard', () => {
  const port = () => upstream.port;

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port()}/`],
    ['127.1', () => `http://127.1:${port()}/`],
    ['0.0.0.0', () => `http://0.0.0.0:${port()}/`],
    ['[::1]', () => `http://[::1]:${port()}/`],
    ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${port()}/`],
    ['169.254.169.254 (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['10.0.0.1', () => 'http://10.0.0.1/'],
    ['localhost, a name that resolves to loopback', () => `http://localhost:${port()}/`],
  ])('refuses %s before connecting', async (_name, url) => {
    const before = upstream.connections;
    const error = await failureOf(get(clientAllowing([]), url()));
    expect(error.code).toBe('upstream_blocked');
    expect(error.message).toBe(messages.upstreamBlocked);
    expect(upstream.connections).toBe(before);
  });

  it('lets through what UPSTREAM_ALLOW lists, by address, CIDR or host name', async () => {
    for (const allow of [['127.0.0.1'], ['127.0.0.0/8'], ['localhost', '::1/128', '127.0.0.1']]) {
      const target = clientAllowing(allow);
      const host = allow[0] === 'localhost' ? 'localhost' : '127.0.0.1';
      const response = await get(target, `http://${host}:${port()}/ok`);
      expect(response.status).toBe(200);
      await target.close();
      client = undefined;
    }
  });

  it('refuses 127.1 and ::ffff:127.0.0.1 when only another loopback address is allowed', async () => {
    const target = clientAllowing(['127.0.0.2']);
    expect((await failureOf(get(target, `http://127.1:${port()}/`))).code).toBe('upstream_blocked');
    expect((await failureOf(get(target, `http://[::ffff:127.0.0.1]:${port()}/`))).code).toBe(
      'upstream_blocked',
    );
  });

  it('does not follow a redirect, even to an allowed address', async () => {
    const before = upstream.requests.length;
    const error = await failureOf(get(clientAllowing(['127.0.0.1']), `http://127.0.0.1:${port()}/redirect`));
    expect(error.message).toBe(messages.upstreamRedirected);
    expect(upstream.requests.slice(before).map((request) => request.url)).toEqual(['/redirect']);
  });

  it('refuses other schemes', async () => {
    const error = await failureOf(get(clientAllowing(['127.0.0.1']), 'file:///etc/passwd'));
    expect(error.message).toBe(messages.upstreamBadScheme);
  });

  it('drops the upstream Set-Cookie', async () => {
    const response = await get(clientAllowing(['127.0.0.1']), `http://127.0.0.1:${port()}/ok`);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json');
  });
});
