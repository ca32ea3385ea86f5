import { connect, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { csrfHeader, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonServer } from '../proxy/start-json-server.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Finding 5 of the third pass: 50 downloads nobody read took the portal from 277 MB to 580 MB and
// were still open after 150 s; about 130 could be opened a minute; nothing capped the exports
// running at once and nothing ended an unread one. Now a person has at most 2 running, the
// instance 20 (429 with Retry-After beyond), and one whose reader takes nothing for
// EXPORT_IDLE_SECONDS is ended; memory stays flat under 50 downloads left unread.
const rowCount = 6_000;
const rows = Array.from({ length: rowCount }, (_, id) => ({ id, text: `${id} `.padEnd(1_000, 'x') }));
const idleSeconds = 3;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const megabyte = 1024 * 1024;

// What is measured is what the portal keeps: garbage is collected first.
setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;

type Stalled = { socket: Socket; status: Promise<number>; retryAfter: Promise<string | undefined> };

describe('downloads of exports that nobody reads', () => {
  let test: TestApp;
  let jsonServer: Awaited<ReturnType<typeof startJsonServer>>;
  let port: number;
  let admin: TestUser;
  let viewId: string;
  const people: TestUser[] = [];

  beforeAll(async () => {
    jsonServer = await startJsonServer({ rows });
    test = await createTestApp({
      UPSTREAM_ALLOW: '127.0.0.1',
      PROXY_CALLS_PER_MINUTE: '100000',
      EXPORT_IDLE_SECONDS: String(idleSeconds),
    });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as { port: number }).port;
    ({ user: admin } = await createTenant(test, ['admin', 'designer']));
    const server = await addServer(test, admin.cookie, {
      settings: { url: `${jsonServer.url}/`, adapter: 'jsonserver' },
    });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'rows', response: 'list', cacheSeconds: 0 },
    });
    const view = await callApi(test, admin.cookie, 'POST', '/api/views', {
      name: 'Everything',
      type: 'search',
      metacontent: {
        title: 'Everything',
        columns: [
          { value: 'id', label: 'Id' },
          { value: 'text', label: 'Text' },
        ],
      },
      metadata: { server: server.uuid, endpoint: endpoint.uuid },
    });
    expect(view.statusCode, view.body).toBe(200);
    viewId = view.json().uuid;
    for (let index = 0; index < 25; index += 1)
      people.push(await addUser(test, admin.accountId, ['designer']));
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await jsonServer.close();
  });

  /** An export asked over a raw connection that reads the answer's head and then nothing more. */
  function stalledExport(user: TestUser): Stalled {
    const socket = connect(port, '127.0.0.1');
    const body = JSON.stringify({});
    socket.write(
      [
        `POST /api/views/${viewId}/export HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${user.cookie}`,
        `${csrfHeader.name}: ${csrfHeader.value}`,
        'Origin: http://portal.test',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
    const head = new Promise<string>((resolve, reject) => {
      socket.once('data', (chunk) => {
        socket.pause();
        resolve(chunk.toString('latin1'));
      });
      socket.once('error', reject);
    });
    return {
      socket,
      status: head.then((text) => Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1])),
      retryAfter: head.then((text) => /\r\nretry-after: (\d+)/i.exec(text)?.[1]),
    };
  }

  const auditedExports = async () =>
    (
      await test.context.db
        .selectFrom('audit_log')
        .select('detail')
        .where('account_id', '=', admin.accountId)
        .where('action', '=', 'view.export')
        .execute()
    ).map((row) => JSON.parse(row.detail) as { outcome: string });

  /** The JavaScript heap and buffers in use, after a full collection. */
  const memory = () => {
    collectGarbage();
    collectGarbage();
    const { heapUsed, external, arrayBuffers } = process.memoryUsage();
    return heapUsed + external + arrayBuffers;
  };

  it('runs 2 per person and 20 on the instance, answers 429 with Retry-After beyond, and ends them when unread', async () => {
    // The whole file once, read to the end, so that what is measured below is the stalled downloads.
    const whole = await callApi(test, admin.cookie, 'POST', `/api/views/${viewId}/export`, {});
    expect(whole.statusCode, whole.body.slice(0, 300)).toBe(200);
    expect(whole.body.length).toBeGreaterThan(rowCount * 1_000);
    const before = memory();

    // 50 downloads left unread: two by each of 25 people, the first person's two before the others
    // (which arrive in any order), so that one person surely holds two.
    const first = [stalledExport(people[0]), stalledExport(people[0])];
    expect(await Promise.all(first.map((download) => download.status))).toEqual([200, 200]);
    const stalled = [
      ...first,
      ...people.slice(1).flatMap((person) => [stalledExport(person), stalledExport(person)]),
    ];
    const statuses = await Promise.all(stalled.map((download) => download.status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    for (const [index, download] of stalled.entries()) {
      if (statuses[index] === 429) expect(await download.retryAfter).toBe('30');
    }
    // A third of one's own is refused as that: the person's cap comes first.
    const third = await callApi(test, people[0].cookie, 'POST', `/api/views/${viewId}/export`, {});
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 'rate_limited', message: messages.exportTooManyOfYours });
    expect(third.headers['retry-after']).toBe('10');

    // The twenty running hold about a page of rows each, whatever the kernel buffers; 30 more tries
    // hold nothing: the memory stays flat however many downloads are left unread.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const withTwenty = memory() - before;
    const more = people.slice(10).flatMap((person) => [stalledExport(person), stalledExport(person)]);
    expect(new Set(await Promise.all(more.map((download) => download.status)))).toEqual(new Set([429]));
    const withFifty = memory() - before;
    console.info(
      `memory kept for unread downloads: +${megabytes(withTwenty)} MB with 20 running, +${megabytes(withFifty)} MB after 30 more were refused (about a page of 500 rows of 1 KB each for every running one)`,
    );
    expect(withTwenty).toBeLessThan(50 * megabyte);
    expect(withFifty - withTwenty).toBeLessThan(5 * megabyte);

    // Unread for the idle time, each is ended and audited as cancelled; the places are free again.
    await expect
      .poll(async () => (await auditedExports()).filter((entry) => entry.outcome === 'cancelled').length, {
        timeout: (idleSeconds + 10) * 1_000,
        interval: 250,
      })
      .toBe(20);
    const after = memory() - before;
    console.info(`memory once they were ended: +${megabytes(after)} MB`);
    expect(after).toBeLessThan(10 * megabyte);
    const again = await callApi(test, people[0].cookie, 'POST', `/api/views/${viewId}/export`, {});
    expect(again.statusCode).toBe(200);
    for (const download of [...stalled, ...more]) download.socket.destroy();
  });
});
