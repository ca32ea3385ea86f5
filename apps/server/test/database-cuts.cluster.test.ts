import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { apiCall, type PortalProcess, signInOver, startPortalProcess } from './portal-process.ts';
import { seedUser } from './seed-admin.ts';
import { startTcpRelay, type TcpRelay } from './tcp-relay.ts';

// A portal on PostgreSQL reached through a relay the test cuts, as a network drop or a database
// restart would, while 20 clients read and write all along.
const password = 'correct horse battery';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: FreshDatabase;
let relay: TcpRelay;
let portal: PortalProcess;
let db: Db;

beforeAll(async () => {
  database = await createFreshDatabase('portal_cuts');
  const target = new URL(database.url);
  relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
  target.host = `127.0.0.1:${relay.port}`;
  portal = await startPortalProcess({ DATABASE_URL: target.toString(), LOG_LEVEL: 'info' });
  ({ db } = createDatabase({ databaseUrl: database.url, dataDir: portal.dataDir }));
});

afterAll(async () => {
  await portal?.stop();
  await db?.destroy();
  await relay?.close();
  await database?.drop();
});

describe('a portal whose PostgreSQL connections are cut under load', () => {
  it('stays up through every cut, answers 503 meanwhile, serves again by itself and loses no acknowledged write', async () => {
    const admin = await seedUser(db, password);
    const cookie = await signInOver(portal.url, admin.email, password);
    const acknowledged: string[] = [];
    const answers: Array<{ status: number; code?: string; message?: string; at: number }> = [];
    let sending = true;
    const clients = Array.from({ length: 20 }, async (_, client) => {
      for (let turn = 0; sending; turn += 1) {
        const write = (turn + client) % 2 === 0;
        const name = `Group ${randomUUID()}`;
        // A refused connection (the process died) is status 0.
        const answer = await (write
          ? apiCall(portal.url, cookie, 'POST', '/api/groups', { name })
          : apiCall(portal.url, cookie, 'GET', '/api/groups')
        ).catch(() => ({ status: 0, body: {} }));
        answers.push({ status: answer.status, ...answer.body, at: Date.now() });
        if (write && answer.status === 200) acknowledged.push(name);
        if (answer.status !== 200) await pause(20);
      }
    });

    const cuts = 3;
    const recoveries: number[] = [];
    for (let cut = 0; cut < cuts; cut += 1) {
      await pause(700);
      relay.cut();
      await pause(1_500);
      // Alive: the broken connections failed their requests, not the process.
      expect(portal.child.exitCode).toBeNull();
      const restoredAt = Date.now();
      relay.restore();
      const deadline = restoredAt + 10_000;
      while (!answers.some((answer) => answer.at > restoredAt && answer.status === 200)) {
        if (Date.now() > deadline)
          throw new Error('No request succeeded within 10 s of the database coming back');
        await pause(20);
      }
      recoveries.push(
        answers.find((answer) => answer.at > restoredAt && answer.status === 200)!.at - restoredAt,
      );
    }
    await pause(500);
    sending = false;
    await Promise.all(clients);

    expect(portal.child.exitCode).toBeNull();
    const refused = answers.filter((answer) => answer.status !== 200);
    // While the database was away, calls said so (503, try again), never 500 "internal".
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 503,
        code: 'unavailable',
        message: messages.databaseUnavailable,
      });
    }
    const stored = new Set(
      (await db.selectFrom('groups').select('name').where('account_id', '=', admin.accountId).execute()).map(
        (row) => row.name,
      ),
    );
    const lost = acknowledged.filter((name) => !stored.has(name));
    expect(lost).toEqual([]);
    // Logged once per outage, with what it means for requests.
    expect(portal.output()).toContain('The database failed');

    console.log(
      `\nPostgreSQL cut ${cuts} times for 1.5 s under 20 concurrent clients: the process stayed up; ` +
        `${answers.length} requests, ${refused.length} answered 503 "unavailable" during the cuts, none 500; ` +
        `${acknowledged.length} writes acknowledged, ${lost.length} lost; first success ` +
        `${recoveries.join(', ')} ms after each restore\n`,
    );
  });
});
