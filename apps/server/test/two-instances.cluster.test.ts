import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { demoOAuth2Auth, type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/crypto/passwords.ts';
import { createDatabase, type Db, migrationNames } from '../src/db/database.ts';
import { loginThrottle } from '../src/modules/auth/login-throttle.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { type NginxFront, startNginxFront } from './nginx-front.ts';
import { documented, operationsCommand, operationsCommands, withAssignments } from './operations-doc.ts';
import { apiCall, type PortalProcess, signInOver, startPortalProcess } from './portal-process.ts';
import { sendJson, startFakeUpstream } from './proxy/start-fake-upstream.ts';
import { deleteKeysUnder } from './redis-keys.ts';
import { startTcpRelay, type TcpRelay } from './tcp-relay.ts';

// Two portals started at the same moment on a fresh PostgreSQL database (reached through a relay the
// test can cut) and one Redis key prefix, with nginx round robin in front, as docs/OPERATIONS.md says.
const shell = promisify(execFile);
const password = 'correct horse battery';
const metricsToken = randomBytes(16).toString('hex');
const figures: string[] = [];
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `portal-cluster-${randomUUID()}:`;

let database: FreshDatabase;
let relay: TcpRelay;
let sample: SampleUpstream;
let nginx: NginxFront;
let a: PortalProcess;
let b: PortalProcess;
let db: Db;
/** Starts the documented instance line `index` (on `port`, or a free one). */
let startInstance: (index: 0 | 1, port?: number) => Promise<PortalProcess>;
const folder = mkdtempSync(join(tmpdir(), 'portal-cluster-'));

/** A documented curl command, run as written against one instance. */
async function curl(pattern: RegExp, instance: PortalProcess): Promise<string> {
  const command = operationsCommand(pattern).replace('127.0.0.1:3000', `127.0.0.1:${instance.port}`);
  const { stdout } = await shell('sh', ['-c', command], {
    env: { PATH: process.env.PATH, METRICS_TOKEN: metricsToken },
  });
  return stdout;
}

/** One sample of an instance's /metrics, e.g. 'portal_proxy_cache_total{result="hit"}'. */
async function metric(instance: PortalProcess, sample: string): Promise<number> {
  const line = (await curl(documented.metrics, instance))
    .split('\n')
    .find((row) => row.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : 0;
}

/** The data calls each instance has answered with 200 so far, by its /metrics. */
const proxyCallsServed = () =>
  Promise.all(
    [a, b].map((instance) =>
      metric(instance, 'portal_http_requests_total{method="POST",route="/api/proxy",status="200"}'),
    ),
  );

async function addUser(accountId: string, roles: string[]) {
  const id = randomUUID();
  const email = `user-${id}@example.com`;
  await db
    .insertInto('users')
    .values({
      id,
      account_id: accountId,
      email,
      first_name: 'Test',
      last_name: roles.join(' '),
      password_hash: await hashPassword(password),
      active: 1,
      roles: JSON.stringify(roles),
      custom1: '',
      custom2: '',
      custom3: '',
      embed: 0,
      last_access: null,
      created_at: Date.now(),
    })
    .execute();
  return { id, email };
}

beforeAll(async () => {
  database = await createFreshDatabase('portal_cluster');
  const target = new URL(database.url);
  relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
  target.host = `127.0.0.1:${relay.port}`;
  sample = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 200 } });
  const values = {
    DATABASE_URL: target.toString(),
    REDIS_URL: redisUrl,
    APP_SECRET_KEY: randomBytes(32).toString('hex'),
  };
  const extra = {
    REDIS_KEY_PREFIX: redisPrefix,
    METRICS_TOKEN: metricsToken,
    UPSTREAM_ALLOW: '127.0.0.1',
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_PER_MINUTE: '20',
    // The cold burst is one user's 100 calls at once; the per-user cap on calls in flight has tests of its own.
    PROXY_CALLS_IN_FLIGHT: '200',
    // Low enough that the per-minute test reaches it quickly, high enough for the other tests.
    PROXY_CALLS_PER_MINUTE: '300',
  };
  const lines = operationsCommands(documented.instance);
  expect(lines).toHaveLength(2);
  startInstance = (index, port) =>
    startPortalProcess(port ? { ...extra, PORT: String(port) } : extra, {
      commandLine: withAssignments(lines[index], values),
    });
  [a, b] = await Promise.all([startInstance(0), startInstance(1)]);
  nginx = await startNginxFront(join(folder, 'nginx'), [a.port, b.port]);
  ({ db } = createDatabase({ databaseUrl: database.url, dataDir: folder }));
});

afterAll(async () => {
  console.log(`\nTwo instances behind nginx:\n  ${figures.join('\n  ')}\n`);
  await Promise.all([a?.stop(), b?.stop()]);
  await nginx?.stop();
  await db?.destroy();
  await relay?.close();
  await sample?.close();
  await database?.drop();
  await deleteKeysUnder(redisUrl, redisPrefix);
  rmSync(folder, { recursive: true, force: true });
});

describe('two instances behind nginx behave as one', () => {
  let accountId: string;
  let admin: { id: string; email: string; cookie: string };
  let groupId: string;
  let endpointId: string;
  /** The search page a plain user's calls name (DESIGN.md §6c). */
  let viewId: string;

  it('ran the migrations once, on whichever instance took the lock first', async () => {
    const migrated = [a, b].filter((instance) =>
      instance.output().includes('Database migrated: 0001-initial'),
    );
    const upToDate = [a, b].filter((instance) => instance.output().includes('Database schema is up to date'));
    expect(migrated).toHaveLength(1);
    expect(upToDate).toHaveLength(1);
    const rows = await db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    // Every migration once: the lock kept the second instance from applying any of them again.
    expect(rows).toHaveLength(migrationNames.length);
    for (const instance of [a, b]) expect(await curl(documented.health, instance)).toBe('{"status":"ok"}');
  });

  it('accepts on one instance a session started on the other', async () => {
    accountId = randomUUID();
    await db
      .insertInto('accounts')
      .values({
        id: accountId,
        name: `Cluster ${accountId}`,
        name_key: `cluster ${accountId}`,
        created_at: Date.now(),
      })
      .execute();
    const created = await addUser(accountId, ['admin']);
    admin = { ...created, cookie: await signInOver(a.url, created.email, password) };
    const me = await apiCall(b.url, admin.cookie, 'POST', '/api/vt');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(admin.email);

    const server = await apiCall(a.url, admin.cookie, 'POST', '/api/servers', {
      name: 'Sample CRM (basic auth)',
      settings: {
        url: `${sample.url}/basic/api/`,
        authType: 'basic',
        auth: { username: 'demo', password: 'demo-password' },
      },
    });
    endpointId = (
      await apiCall(a.url, admin.cookie, 'POST', `/api/servers/${server.body.uuid}/endpoints`, {
        name: 'Customers',
        settings: { url: 'customers', method: 'GET', response: 'list' },
      })
    ).body.uuid;
    const view = await apiCall(a.url, admin.cookie, 'POST', '/api/views', {
      name: 'Customers',
      type: 'search',
      metacontent: { title: 'Customers', columns: [], textFilters: [], customFilters: [] },
      metadata: { server: server.body.uuid, endpoint: endpointId },
    });
    viewId = view.body.uuid;
    groupId = (await apiCall(a.url, admin.cookie, 'POST', '/api/groups', { name: 'Everyone' })).body.uuid;
    expect(
      (
        await apiCall(a.url, admin.cookie, 'POST', `/api/groups/${groupId}/views`, {
          viewUuid: view.body.uuid,
        })
      ).status,
    ).toBe(200);
  });

  it('serves on one instance a connection made on the other, credentials included', async () => {
    const answer = await apiCall(b.url, admin.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      params: { limit: 5 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.totalResults).toBe(200);
  });

  async function plainUser(roles: string[] = ['user'], inGroup = true) {
    const user = await addUser(accountId, roles);
    if (inGroup)
      await apiCall(a.url, admin.cookie, 'POST', `/api/groups/${groupId}/users`, { userUuid: user.id });
    const cookie = await signInOver(a.url, user.email, password);
    const call = () =>
      apiCall(b.url, cookie, 'POST', '/api/proxy', { uuid: endpointId, view: viewId, params: { limit: 5 } });
    expect((await call()).status).toBe(200);
    // Served from the copies in B's memory from now on.
    expect((await call()).status).toBe(200);
    return { ...user, cookie, call };
  }

  async function changeUser(userId: string, changes: Record<string, unknown>) {
    const users = await apiCall(a.url, admin.cookie, 'GET', '/api/users');
    const {
      uuid: _uuid,
      lastAccess: _lastAccess,
      ...user
    } = users.body.find((row: { uuid: string }) => row.uuid === userId);
    expect(
      (await apiCall(a.url, admin.cookie, 'PUT', `/api/users/${userId}`, { ...user, ...changes })).status,
    ).toBe(200);
  }

  it('ends on one instance at once a session signed out on the other', async () => {
    const user = await plainUser();
    expect((await apiCall(a.url, user.cookie, 'GET', '/api/logout')).status).toBe(200);
    expect((await user.call()).status).toBe(401);
  });

  it('refuses on one instance at once a user deactivated on the other', async () => {
    const user = await plainUser();
    await changeUser(user.id, { active: false });
    expect((await user.call()).status).toBe(401);
  });

  it('ends on one instance at once the session of a person SCIM deactivates or deletes on the other', async () => {
    const token = (await apiCall(a.url, admin.cookie, 'POST', '/api/scim-tokens', { name: 'Provisioning' }))
      .body.token;
    const scimOnA = (method: 'PATCH' | 'DELETE', path: string, body?: object) =>
      fetch(`${a.url}/scim/v2${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const deactivated = await plainUser();
    const patch = await scimOnA('PATCH', `/Users/${deactivated.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(patch.status).toBe(200);
    expect((await deactivated.call()).status).toBe(401);

    const deleted = await plainUser();
    expect((await scimOnA('DELETE', `/Users/${deleted.id}`)).status).toBe(204);
    expect((await deleted.call()).status).toBe(401);
  });

  it('applies on one instance at once a role change made on the other', async () => {
    const designer = await plainUser(['designer'], false);
    await changeUser(designer.id, { roles: ['user'] });
    expect((await designer.call()).status).toBe(403);
  });

  it('refuses on one instance at once a user removed from the group on the other', async () => {
    const user = await plainUser();
    expect(
      (await apiCall(a.url, admin.cookie, 'DELETE', `/api/groups/${groupId}/users/${user.id}`)).status,
    ).toBe(200);
    expect((await user.call()).status).toBe(403);
  });

  it('counts failed sign-ins for one e-mail and address across both instances', async () => {
    const user = await addUser(accountId, ['user']);
    // Counted per instance, an address would fail freePerAddress times on each before any wait. The
    // first wait lasts a second, so on a slow machine one or two more failures may come before it.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < loginThrottle.freePerAddress + 3; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      const answer = await apiCall(instance.url, undefined, 'POST', '/api/login', {
        email: user.email,
        password: 'wrong password',
      });
      statuses.push(answer.status);
      if (answer.status === 429) break;
    }
    const firstWait = statuses.indexOf(429);
    expect(statuses.slice(0, loginThrottle.freePerAddress)).toEqual(
      Array(loginThrottle.freePerAddress).fill(401),
    );
    expect(firstWait).toBeGreaterThanOrEqual(loginThrottle.freePerAddress);
    expect(firstWait).toBeLessThanOrEqual(loginThrottle.freePerAddress + 2);
  });

  it('answers on one instance, without an upstream request, a call cached by the other', async () => {
    const body = { uuid: endpointId, params: { offset: 17, limit: 5 } };
    const before = sample.stats.requests;
    const first = await apiCall(a.url, admin.cookie, 'POST', '/api/proxy', body);
    const afterFirst = sample.stats.requests;
    const second = await apiCall(b.url, admin.cookie, 'POST', '/api/proxy', body);
    expect(second.body).toEqual(first.body);
    expect(afterFirst - before).toBe(1);
    expect(sample.stats.requests - afterFirst).toBe(0);
    figures.push(
      `a call cached on one instance, answered by the other: ${sample.stats.requests - afterFirst} upstream requests`,
    );
  });

  it('makes one upstream request and one token request for 100 concurrent cold calls spread over both', async () => {
    const server = await apiCall(a.url, admin.cookie, 'POST', '/api/servers', {
      name: 'Sample CRM (OAuth2)',
      settings: {
        url: `${sample.url}/bearer/api/`,
        authType: 'auth2ropasswordcredentias',
        auth: demoOAuth2Auth(sample.url),
      },
    });
    const endpoint = await apiCall(
      a.url,
      admin.cookie,
      'POST',
      `/api/servers/${server.body.uuid}/endpoints`,
      {
        name: 'Customers',
        settings: { url: 'customers', method: 'GET', response: 'list' },
      },
    );
    const servedBefore = await proxyCallsServed();
    const before = { ...sample.stats };
    const burst = new Agent({ connections: 100 });
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () =>
        undiciFetch(`${nginx.url}/api/proxy`, {
          method: 'POST',
          headers: {
            'x-requested-with': 'XMLHttpRequest',
            'content-type': 'application/json',
            cookie: admin.cookie,
          },
          body: JSON.stringify({ uuid: endpoint.body.uuid, params: { limit: 20 } }),
          dispatcher: burst,
        }).then((response) => response.status),
      ),
    );
    await burst.close();
    const servedAfter = await proxyCallsServed();
    const tokens = sample.stats.tokenRequests - before.tokenRequests;
    const upstream = sample.stats.requests - before.requests - tokens;
    const spread = servedAfter.map((count, index) => count - servedBefore[index]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(spread[0]).toBeGreaterThan(0);
    expect(spread[1]).toBeGreaterThan(0);
    expect(upstream).toBe(1);
    expect(tokens).toBe(1);
    figures.push(
      `100 concurrent identical cold calls (served ${spread[0]} by one instance, ${spread[1]} by the other): ${upstream} upstream request, ${tokens} token request`,
    );

    const fresh = await apiCall(a.url, admin.cookie, 'PUT', `/api/servers/${server.body.uuid}`, {
      name: 'Sample CRM (OAuth2, renamed)',
      settings: { url: `${sample.url}/bearer/api/`, authType: 'auth2ropasswordcredentias' },
    });
    expect(fresh.status).toBe(200);
    const beforePages = { ...sample.stats };
    const pages = await Promise.all(
      Array.from({ length: 40 }, (_, offset) =>
        apiCall(nginx.url, admin.cookie, 'POST', '/api/proxy', {
          uuid: endpoint.body.uuid,
          params: { offset, limit: 5 },
        }),
      ),
    );
    expect(pages.every((page) => page.status === 200)).toBe(true);
    const pageTokens = sample.stats.tokenRequests - beforePages.tokenRequests;
    expect(pageTokens).toBe(1);
    figures.push(
      `40 concurrent cold calls to a password-grant server over both instances: ${pageTokens} token request`,
    );
  });

  it('holds the per-minute data-call limit across both instances', async () => {
    const limit = 300;
    const user = await plainUser();
    const before = await proxyCallsServed();
    // plainUser made two calls; the rest of the minute's calls go through nginx, eight at a time.
    const statuses: number[] = [];
    let remaining = limit - 2;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (remaining > 0) {
          remaining -= 1;
          const answer = await apiCall(nginx.url, user.cookie, 'POST', '/api/proxy', {
            uuid: endpointId,
            view: viewId,
            params: { limit: 5 },
          });
          statuses.push(answer.status);
        }
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const after = await proxyCallsServed();
    expect(after[0] - before[0]).toBeGreaterThan(0);
    expect(after[1] - before[1]).toBeGreaterThan(0);
    const over = await apiCall(nginx.url, user.cookie, 'POST', '/api/proxy', {
      uuid: endpointId,
      view: viewId,
    });
    expect(over.status).toBe(429);
    figures.push(
      `the per-minute data-call limit over both instances: ${limit} calls answered, the next refused (429)`,
    );
  });

  it('loses no request while each instance in turn is stopped and started again (a rolling restart)', async () => {
    const user = await plainUser();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // A slow data server: a call to it keeps a stopping instance draining for a while, during which
    // it answers 503 to whatever nginx still sends it on open connections.
    const slow = await startFakeUpstream(async (_request, response) => {
      await pause(1_500);
      sendJson(response, 200, { value: [], totalResults: 0 });
    });
    const slowServer = await apiCall(a.url, admin.cookie, 'POST', '/api/servers', {
      name: 'Slow data',
      settings: { url: `${slow.url}/api/` },
    });
    const slowEndpoint = await apiCall(
      a.url,
      admin.cookie,
      'POST',
      `/api/servers/${slowServer.body.uuid}/endpoints`,
      {
        name: 'Rows',
        settings: { url: 'rows', method: 'GET', response: 'list' },
      },
    );
    const statuses: number[] = [];
    let sending = true;
    let offset = 0;
    // Two clients calling all along, each call a cache miss that goes upstream, within the user's
    // calls a minute.
    const clients = Array.from({ length: 2 }, async () => {
      while (sending) {
        offset += 1;
        const answer = await apiCall(nginx.url, user.cookie, 'POST', '/api/proxy', {
          uuid: endpointId,
          view: viewId,
          params: { offset: offset % 200, limit: 1 + (offset % 7) },
        }).catch(() => ({ status: 0 }));
        statuses.push(answer.status);
        await pause(150);
      }
    });
    await pause(300);
    const waits: number[] = [];
    for (const index of [0, 1] as const) {
      const stopping = index === 0 ? a : b;
      const countBefore = statuses.length;
      const draining = apiCall(stopping.url, admin.cookie, 'POST', '/api/proxy', {
        uuid: slowEndpoint.body.uuid,
      });
      await pause(100);
      expect(await stopping.stop()).toBe(0);
      expect((await draining).status).toBe(200);
      await pause(300);
      // The others went on being answered while this one was down.
      expect(statuses.length).toBeGreaterThan(countBefore);
      const started = await startInstance(index, stopping.port);
      if (index === 0) a = started;
      else b = started;
      // nginx takes an instance it found down back after its fail_timeout: wait until it serves again.
      const servedHere = () =>
        metric(started, 'portal_http_requests_total{method="POST",route="/api/proxy",status="200"}');
      // Alone it takes seconds; beside a full run's other work, once more than 30.
      const waitStarted = Date.now();
      const deadline = waitStarted + 45_000;
      while ((await servedHere()) === 0 && Date.now() < deadline) await pause(200);
      expect(await servedHere()).toBeGreaterThan(0);
      waits.push(Date.now() - waitStarted);
    }
    sending = false;
    await Promise.all(clients);
    await slow.close();
    const refused = statuses.filter((status) => status !== 200);
    expect(refused).toEqual([]);
    figures.push(
      `a rolling restart of both instances: ${statuses.length} calls through nginx, none refused; ` +
        `each restarted instance served again after ${waits.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' and ')}`,
    );
  }, 150_000);

  it('holds the per-address limit across both instances', async () => {
    const limit = 20;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const answer = await apiCall(nginx.url, undefined, 'POST', '/api/forgotpassword', {
        email: `nobody-${attempt}@example.com`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
    for (const instance of [a, b]) {
      expect(
        await metric(
          instance,
          'portal_http_requests_total{method="POST",route="/api/forgotpassword",status="200"}',
        ),
      ).toBeGreaterThan(0);
    }
  });

  it('answers 503 on /api/ready while PostgreSQL is unreachable and 200 once it is back', async () => {
    for (const instance of [a, b])
      expect(await curl(documented.ready, instance)).toBe(
        '{"status":"ready","database":"ok","redis":"ok"} 200\n',
      );
    relay.cut();
    for (const instance of [a, b]) {
      expect(await curl(documented.ready, instance)).toBe(
        '{"status":"unavailable","database":"unreachable","redis":"ok"} 503\n',
      );
    }
    relay.restore();
    for (const instance of [a, b]) {
      let answer = '';
      for (let attempt = 0; attempt < 50 && !answer.endsWith(' 200\n'); attempt += 1) {
        answer = await curl(documented.ready, instance);
        if (!answer.endsWith(' 200\n')) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answer).toBe('{"status":"ready","database":"ok","redis":"ok"} 200\n');
    }
    figures.push('/api/ready: 200, then 503 on both while PostgreSQL was cut off, then 200 again');
  });
});
