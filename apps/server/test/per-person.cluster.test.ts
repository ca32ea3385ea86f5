import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { perPersonSettings, testCallback } from './oauth/per-person-settings.ts';
import { signInAtProvider } from './oauth/sign-in-at-provider.ts';
import { type AuthorizationServer, startAuthorizationServer } from './oauth/start-authorization-server.ts';
import { type ResourceServer, startResourceServer } from './oauth/start-resource-server.ts';
import { apiCall, type PortalProcess, signInOver, startPortalProcess } from './portal-process.ts';
import { deleteKeysUnder } from './redis-keys.ts';
import { seedUser } from './seed-admin.ts';

// Two portals on one PostgreSQL database and one Redis key prefix, in front of a data server that
// answers each person with their own orders (DESIGN.md §6d): what one instance connects, caches and
// refreshes for a person holds on the other, and never reaches another person.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `portal-per-person-${randomUUID()}:`;
const password = 'correct horse battery';

let database: FreshDatabase;
let db: Db;
let authorization: AuthorizationServer;
let resource: ResourceServer;
let a: PortalProcess;
let b: PortalProcess;

type Person = { id: string; email: string; cookie: string };

async function addPerson(accountId: string, roles: string[]): Promise<Person> {
  const { id, email } = await seedUser(db, password, roles, accountId);
  return { id, email, cookie: await signInOver(a.url, email, password) };
}

beforeAll(async () => {
  database = await createFreshDatabase('portal_per_person');
  authorization = await startAuthorizationServer({ redirectUri: testCallback });
  resource = await startResourceServer(authorization);
  const environment = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    APP_SECRET_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://portal.test',
    UPSTREAM_ALLOW: `${authorization.hostPort},${resource.hostPort}`,
    PROXY_CALLS_IN_FLIGHT: '100',
  };
  a = await startPortalProcess(environment);
  b = await startPortalProcess(environment);
  ({ db } = createDatabase({ databaseUrl: database.url, dataDir: a.dataDir }));
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.destroy();
  await resource?.close();
  await authorization?.close();
  await database?.drop();
  await deleteKeysUnder(redisUrl, redisPrefix);
});

describe('a per-person data server on two instances', () => {
  let ana: Person;
  let ben: Person;
  let endpoint: string;
  let view: string;
  const call = (instance: PortalProcess, person: Person, limit: number) =>
    apiCall(instance.url, person.cookie, 'POST', '/api/proxy', {
      uuid: endpoint,
      view,
      urlVariables: {},
      params: { offset: 0, limit },
    });
  const ids = (answer: { body: { data?: { value?: { id: string }[] } } }) =>
    (answer.body.data?.value ?? []).map((order) => order.id);

  /** Starts on one instance, signs in at the provider, comes back to the other. */
  async function connect(person: Person, login: string, start: PortalProcess, back: PortalProcess) {
    const started = await apiCall(start.url, person.cookie, 'POST', `/api/servers/${server}/oauth/start`, {
      returnTo: '/home',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const address = await signInAtProvider(started.body.url, login, { callbackPrefix: testCallback });
    const finished = await fetch(`${back.url}${new URL(address).pathname}${new URL(address).search}`, {
      headers: { cookie: person.cookie },
      redirect: 'manual',
    });
    expect(finished.headers.get('location')).toBe('/home?connection=connected');
  }
  let server: string;

  beforeAll(async () => {
    const seeded = await seedUser(db, password, ['admin', 'designer']);
    const { accountId } = seeded;
    const admin = { ...seeded, cookie: await signInOver(a.url, seeded.email, password) };
    [ana, ben] = [await addPerson(accountId, ['user']), await addPerson(accountId, ['user'])];
    server = (
      await apiCall(a.url, admin.cookie, 'POST', '/api/servers', {
        name: 'Orders API',
        settings: perPersonSettings(authorization, resource),
      })
    ).body.uuid;
    endpoint = (
      await apiCall(a.url, admin.cookie, 'POST', `/api/servers/${server}/endpoints`, {
        name: 'Orders',
        settings: { url: 'orders', method: 'GET', response: 'list' },
      })
    ).body.uuid;
    view = (
      await apiCall(a.url, admin.cookie, 'POST', '/api/views', {
        name: 'My orders',
        type: 'search',
        metacontent: { title: 'My orders', columns: [], textFilters: [], customFilters: [] },
        metadata: { server, endpoint },
      })
    ).body.uuid;
    const group = (await apiCall(a.url, admin.cookie, 'POST', '/api/groups', { name: 'Buyers' })).body.uuid;
    await apiCall(a.url, admin.cookie, 'POST', `/api/groups/${group}/views`, { viewUuid: view });
    for (const person of [ana, ben])
      await apiCall(a.url, admin.cookie, 'POST', `/api/groups/${group}/users`, { userUuid: person.id });
  });

  it('connects a person who starts on one instance and comes back to the other', async () => {
    expect((await call(b, ana, 50)).body.code).toBe('connection_required');
    await connect(ana, 'ana', a, b);
    await connect(ben, 'ben', b, a);
    expect(ids(await call(b, ana, 50))).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('gives two people with the same call their own rows, cold on one instance and cached on the other', async () => {
    const before = resource.requests.length;
    expect(ids(await call(a, ana, 40))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(ids(await call(b, ben, 40))).toEqual(['B-1', 'B-2']);
    expect(resource.requests.length - before).toBe(2);
    expect(ids(await call(b, ana, 40))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(ids(await call(a, ben, 40))).toEqual(['B-1', 'B-2']);
    expect(resource.requests.length - before).toBe(2);
  });

  it('makes one upstream request for 8 identical cold calls of one person over both instances', async () => {
    const before = resource.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => call(index % 2 ? a : b, ana, 30)),
    );
    for (const answer of answers) expect(ids(answer)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(resource.requests.length - before).toBe(1);
  });

  it('refreshes an expired token once for the whole cluster', async () => {
    authorization.setAccessTokenSeconds(1);
    await connect(ana, 'ana', a, a);
    authorization.setAccessTokenSeconds(3600);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const before = authorization.grants.get('refresh_token') ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => call(index % 2 ? a : b, ana, 20 + index)),
    );
    for (const answer of answers) expect(ids(answer)).toEqual(['A-1', 'A-2', 'A-3']);
    expect((authorization.grants.get('refresh_token') ?? 0) - before).toBe(1);
  });

  it('forgets on both instances a connection ended on one', async () => {
    expect(ids(await call(b, ben, 10))).toEqual(['B-1', 'B-2']);
    const ended = await apiCall(a.url, ben.cookie, 'DELETE', `/api/me/connections/${server}`);
    expect(ended.status).toBe(204);
    const after = await call(b, ben, 10);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('connection_required');
    expect(ids(await call(b, ana, 10))).toEqual(['A-1', 'A-2', 'A-3']);
  });
});
