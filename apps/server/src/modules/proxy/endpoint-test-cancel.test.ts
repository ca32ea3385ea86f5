import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { csrfHeader } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, addServer } from '../../../test/server-fixtures.ts';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';

/** An upstream that takes requests and never answers; it notes when the portal hangs up on it. */
function startSilentUpstream() {
  let arrived = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const state = { hungUp: false };
  const server: Server = createServer((request) => {
    arrived();
    request.socket.on('close', () => {
      state.hungUp = true;
    });
  });
  return { server, arrival, state };
}

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe('the endpoint tester, when the admin goes away', () => {
  let test: TestApp;
  let portal: number;
  const upstream = startSilentUpstream();
  let upstreamPort: number;
  beforeAll(async () => {
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    upstreamPort = await listening(upstream.server);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    portal = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    upstream.server.closeAllConnections();
    upstream.server.close();
    await test.close();
  });

  it('hangs up on the upstream at once instead of waiting out its 30 s deadline', async () => {
    const { user: admin } = await createTenant(test);
    const server = await addServer(test, admin.cookie, {
      settings: { url: `http://127.0.0.1:${upstreamPort}/` },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'slow', method: 'GET', response: 'record' },
    });
    const body = JSON.stringify({ urlVariables: {}, params: {} });
    const call = httpRequest({
      host: '127.0.0.1',
      port: portal,
      method: 'POST',
      path: `/api/servers/${server.uuid}/endpoints/${endpoint.uuid}/test`,
      headers: {
        cookie: admin.cookie,
        [csrfHeader.name]: csrfHeader.value,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    call.on('error', () => {});
    call.end(body);
    await upstream.arrival;
    expect(upstream.state.hungUp).toBe(false);
    // The admin presses Cancel (or closes the tab): the browser drops the request.
    call.destroy();
    await expect.poll(() => upstream.state.hungUp, { timeout: 5_000 }).toBe(true);
  });
});
