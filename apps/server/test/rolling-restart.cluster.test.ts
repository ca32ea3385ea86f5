import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { type NginxFront, startNginxFront } from './nginx-front.ts';
import { apiCall, freePort, type PortalProcess, signInOver, startPortalProcess } from './portal-process.ts';
import { type PrivateRedis, startPrivateRedis } from './private-redis.ts';
import { seedUser } from './seed-admin.ts';

// Two portals behind nginx as docs/OPERATIONS.md configures it, each stopped with SIGTERM and
// started again while clients write through nginx as fast as they can.
const password = 'correct horse battery';
const metricsToken = randomBytes(16).toString('hex');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const folder = mkdtempSync(join(tmpdir(), 'portal-rolling-'));

let database: FreshDatabase;
let redis: PrivateRedis;
let nginx: NginxFront;
let instances: PortalProcess[] = [];
let db: Db;
let start: (port: number) => Promise<PortalProcess>;

/** The group writes an instance has answered with 200, by its /metrics. */
async function writesServed(instance: PortalProcess): Promise<number> {
  const response = await fetch(`${instance.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const sample = 'portal_http_requests_total{method="POST",route="/api/groups",status="200"} ';
  const line = (await response.text()).split('\n').find((row) => row.startsWith(sample));
  return line ? Number(line.slice(sample.length)) : 0;
}

beforeAll(async () => {
  [database, redis] = await Promise.all([createFreshDatabase('portal_rolling'), startPrivateRedis()]);
  const environment = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    APP_SECRET_KEY: randomBytes(32).toString('hex'),
    METRICS_TOKEN: metricsToken,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
  start = (port) => startPortalProcess({ ...environment, PORT: String(port) });
  const ports = [await freePort(), await freePort()] as [number, number];
  instances = [await start(ports[0]), await start(ports[1])];
  nginx = await startNginxFront(join(folder, 'nginx'), ports);
  ({ db } = createDatabase({ databaseUrl: database.url, dataDir: folder }));
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await nginx?.stop();
  await db?.destroy();
  await redis?.close();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('a rolling restart behind nginx under write-heavy load', () => {
  it('refuses no request and loses no write while each instance in turn gets SIGTERM and starts again', async () => {
    const admin = await seedUser(db, password);
    const cookie = await signInOver(nginx.url, admin.email, password);
    const refused: Array<{ status: number; body: unknown }> = [];
    const acknowledged: string[] = [];
    let answered = 0;
    let sending = true;
    const clients = Array.from({ length: 12 }, async (_, client) => {
      for (let turn = 0; sending; turn += 1) {
        const name = `Group ${randomUUID()}`;
        const write = turn % 4 !== 3 || client % 3 === 0;
        const answer = await (write
          ? apiCall(nginx.url, cookie, 'POST', '/api/groups', { name })
          : apiCall(nginx.url, cookie, 'GET', '/api/groups')
        ).catch((error: Error) => ({ status: 0, body: error.message }));
        answered += 1;
        if (answer.status !== 200) refused.push(answer);
        else if (write) acknowledged.push(name);
      }
    });

    const stops: number[] = [];
    await pause(500);
    for (const index of [0, 1]) {
      const stopping = instances[index];
      const stoppedAt = Date.now();
      expect(await stopping.stop()).toBe(0);
      stops.push(Date.now() - stoppedAt);
      await pause(200);
      const started = await start(stopping.port);
      instances[index] = started;
      // nginx takes an instance it found down back after its fail_timeout: wait until it writes again.
      const deadline = Date.now() + 30_000;
      while ((await writesServed(started)) === 0) {
        if (Date.now() > deadline) throw new Error('nginx sent nothing to the restarted instance');
        await pause(200);
      }
    }
    await pause(300);
    sending = false;
    await Promise.all(clients);

    expect(refused).toEqual([]);
    const stored = new Set(
      (await db.selectFrom('groups').select('name').where('account_id', '=', admin.accountId).execute()).map(
        (row) => row.name,
      ),
    );
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    console.log(
      `\nA rolling restart of two instances behind nginx under 12 write-heavy clients: ${answered} requests ` +
        `(${acknowledged.length} writes), ${refused.length} refused, 0 writes lost; SIGTERM to exit ` +
        `${stops.join(' and ')} ms\n`,
    );
  });
});
