import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEngine,
  dataOf,
  endpointFor,
  failureOf,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';
import {
  closedPort,
  type FakeUpstream,
  sendJson,
  startFakeUpstream,
} from '../../../test/proxy/start-fake-upstream.ts';

const megabyte = 1024 * 1024;
let upstream: FakeUpstream;
let hugeBytesWritten = 0;

async function streamHuge(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  response.write('["');
  while (hugeBytesWritten < 50 * megabyte && !response.destroyed) {
    hugeBytesWritten += chunk.length;
    if (!response.write(chunk)) await Promise.race([once(response, 'drain'), once(response, 'close')]);
  }
  response.end('"]');
}

const levels = 200_000;
const deepAnswers: Record<string, string> = {
  '/deep': `${'['.repeat(levels)}${']'.repeat(levels)}`,
  '/deep-row': `{"value":[{"id":1,"tree":${'['.repeat(levels)}${']'.repeat(levels)}}],"totalResults":1}`,
  '/deep-error': `${'{"error":'.repeat(levels / 2)}"Database is down"${'}'.repeat(levels / 2)}`,
};

beforeAll(async () => {
  upstream = await startFakeUpstream(async (request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 3000));
    if (path === '/huge') return streamHuge(response);
    if (path === '/huge-declared') {
      response.writeHead(200, { 'content-length': String(50 * megabyte) });
      return response.end();
    }
    if (path === '/invalid') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"value": [1, 2');
    }
    if (path === '/deep' || path === '/deep-row' || path === '/deep-error') {
      response.writeHead(path === '/deep-error' ? 500 : 200, { 'content-type': 'application/json' });
      return response.end(deepAnswers[path]);
    }
    if (path === '/fail') return sendJson(response, 500, { message: 'Database is down' });
    if (path === '/maintenance') {
      response.writeHead(503, { 'content-type': 'text/plain' });
      return response.end('Down for maintenance until 17:00');
    }
    if (path === '/html') {
      response.writeHead(502, { 'content-type': 'text/html' });
      return response.end('<html><body>Bad gateway</body></html>');
    }
    sendJson(response, 200, { value: [{ path }], totalResults: 1 });
  });
});
afterAll(() => upstream.close());

// The deadline test has its own short deadline; every other fault must be met on its own merits, not
// by a busy machine's deadline firing first (a 50 MB body is read up to the cap in well under 5 s).
const engine = createTestEngine({ timeoutMs: 5000, maxBytes: megabyte });
const hastyEngine = createTestEngine({ timeoutMs: 300, maxBytes: megabyte });
afterAll(() => Promise.all([engine.close(), hastyEngine.close()]));
const server = () => serverAt(upstream.url);
const callsTo = (path: string) => upstream.requests.filter((request) => request.url.startsWith(path)).length;

/** Fails the same way twice, and reached the upstream both times: errors are never cached. */
async function failsUncachedTwice(path: string) {
  const input = inputFor(server(), endpointFor(path.slice(1)));
  const before = callsTo(path);
  const first = await failureOf(engine.call(input));
  const second = await failureOf(engine.call(input));
  expect(second.message).toBe(first.message);
  expect(callsTo(path) - before).toBe(2);
  return first;
}

describe('upstream faults', () => {
  it('times out a slow upstream at the deadline while other calls are served', async () => {
    const started = Date.now();
    const slow = failureOf(hastyEngine.call(inputFor(server(), endpointFor('slow'))));
    const fast = await Promise.all(
      [1, 2, 3, 4, 5].map((offset) =>
        hastyEngine.call(inputFor(server(), endpointFor('fast'), { params: { offset } })),
      ),
    );
    expect(fast.map((result) => dataOf(result).value)).toEqual(Array(5).fill([{ path: '/fast' }]));
    const error = await slow;
    expect(error.code).toBe('upstream_timeout');
    expect(error.message).toBe(messages.upstreamTimeout);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('cuts a 50 MB body off at the size cap, with memory bounded', async () => {
    const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const before = memory();
    const error = await failsUncachedTwice('/huge');
    expect(error.code).toBe('upstream_too_large');
    expect(error.message).toBe(messages.upstreamTooLarge);
    expect(memory() - before).toBeLessThan(24 * megabyte);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hugeBytesWritten).toBeLessThan(16 * megabyte);
  });

  it('refuses a body whose declared length is over the cap without reading it', async () => {
    expect((await failsUncachedTwice('/huge-declared')).code).toBe('upstream_too_large');
  });

  it('says when the answer is not JSON', async () => {
    const error = await failsUncachedTwice('/invalid');
    expect(error.code).toBe('upstream_invalid');
    expect(error.message).toBe(messages.upstreamInvalidJson);
  });

  it('says when the answer nests too deeply to be read, for a list, a record and a raw object', async () => {
    for (const [path, response] of [
      ['/deep', 'list'],
      ['/deep-row', 'list'],
      ['/deep', 'object'],
      ['/deep-row', 'record'],
    ] as const) {
      const input = inputFor(server(), endpointFor(path.slice(1), { response }));
      const before = callsTo(path);
      for (let attempt = 0; attempt < 2; attempt++) {
        const error = await failureOf(engine.call(input));
        expect(error.code, `${path} ${response}`).toBe('upstream_invalid');
        expect(error.message).toBe(messages.upstreamJsonTooDeep);
      }
      // Never cached: each call asked the upstream again.
      expect(callsTo(path) - before).toBe(2);
    }
  });

  it('reports a 5xx whose body nests too deeply by its status alone', async () => {
    const error = await failsUncachedTwice('/deep-error');
    expect(error.code).toBe('upstream_error');
    expect(error.message).toBe(`${messages.upstreamFailed} (500)`);
  });

  it("reports a 5xx with the upstream's own message", async () => {
    const json = await failsUncachedTwice('/fail');
    expect(json.code).toBe('upstream_error');
    expect(json.message).toBe(`${messages.upstreamFailed} (500): Database is down`);
    const text = await failsUncachedTwice('/maintenance');
    expect(text.message).toBe(`${messages.upstreamFailed} (503): Down for maintenance until 17:00`);
    const html = await failsUncachedTwice('/html');
    expect(html.message).toBe(`${messages.upstreamFailed} (502)`);
  });

  it('says when the connection is refused', async () => {
    const input = inputFor(serverAt(`http://127.0.0.1:${await closedPort()}`), endpointFor('x'));
    const error = await failureOf(engine.call(input));
    expect(error.code).toBe('upstream_unreachable');
    expect(error.message).toBe(`${messages.upstreamUnreachable} (connection refused)`);
  });
});
