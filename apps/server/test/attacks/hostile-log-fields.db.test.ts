import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadableLogStream } from '../../src/log/readable-log-stream.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Finding 7 of the third pass: an upstream's JSON keys reached the readable log unescaped (through
// the message of the 502 that names what the answer held), forging log lines and sending ANSI
// escapes to the operator's terminal.
const forged = '09:05:07 INFO  the portal is fine';
const hostileKeys = { [`rows\n${forged}`]: 1, '\u001b[2J\u001b[31mclear': 2, '\u202ereversed': 3 };

describe("an upstream whose keys are written to trick the operator's terminal", () => {
  let test: TestApp;
  let upstream: FakeUpstream;
  let admin: TestUser;
  const written: string[] = [];

  beforeAll(async () => {
    upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, hostileKeys));
    test = await createTestApp(
      { UPSTREAM_ALLOW: '127.0.0.1' },
      { logStream: createReadableLogStream({ isTTY: false, write: (text) => written.push(text) }) },
    );
    ({ user: admin } = await createTenant(test, ['admin']));
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  it('gets its keys into the log escaped, on the lines of the record that holds them', async () => {
    const server = await addServer(test, admin.cookie, {
      settings: { url: `${upstream.url}/`, adapter: 'rest', rest: { preset: 'postgrest' } },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'things', response: 'list' },
    });
    const answer = await callApi(test, admin.cookie, 'POST', '/api/proxy', { uuid: endpoint.uuid });
    expect(answer.statusCode).toBe(502);
    const log = written.join('');
    // The record that names the keys was written, readable…
    expect(log).toContain('request failed');
    expect(log).toContain('\\u001b[2J\\u001b[31mclear');
    expect(log).toContain('\\u202ereversed');
    // …and nothing in it reaches the terminal as a control, or starts a line of its own.
    expect([...log].filter((character) => ['\u001b', '\u202e', '\r'].includes(character))).toEqual([]);
    expect(log.split('\n').filter((line) => line.startsWith(forged))).toEqual([]);
  });
});
