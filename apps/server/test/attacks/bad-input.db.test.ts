import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csrfHeader, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import {
  type BadRequest,
  badRequestsFor,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from './bad-requests.ts';

// Hole 10: NUL bytes, ids that are not UUIDs and deeply nested JSON reached the database or the
// serializer and answered 500. Every operation of the published API is fed bad input over real HTTP.
describe('every operation of the OpenAPI document, fed bad input', () => {
  let test: TestApp;
  let upstream: FakeUpstream;
  let base: string;
  let admin: TestUser;
  let ids: Record<string, string>;

  // A built web app is served, as in production: a path no route matches meets its handler.
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, { value: [] }));
    test = await createTestApp(
      {
        UPSTREAM_ALLOW: '127.0.0.1',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        PROXY_CALLS_PER_MINUTE: '1000000',
        PROXY_CALLS_IN_FLIGHT: '1000',
      },
      { webDist },
    );
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    ({ user: admin } = await createTenant(test));
    const colleague = await addUser(test, admin.accountId, ['user']);
    const server = await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/` } });
    const endpoint = await addEndpoint(test, admin.cookie, server.uuid, {
      settings: { url: 'customers', response: 'list' },
    });
    const group = (await callApi(test, admin.cookie, 'POST', '/api/groups', { name: 'Readers' })).json();
    const view = await callApi(test, admin.cookie, 'POST', '/api/views', {
      name: 'Customers',
      type: 'search',
      metacontent: { title: 'Customers', columns: [], textFilters: [], customFilters: [] },
      metadata: { server: server.uuid, endpoint: endpoint.uuid },
    });
    expect(view.statusCode, view.body).toBe(200);
    ids = {
      servers: server.uuid,
      endpoints: endpoint.uuid,
      groups: group.uuid,
      users: colleague.id,
      views: view.json().uuid,
    };
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** Deletions after everything else, and sign-out last of all: the session must last the run. */
  const rank = (operation: Operation) =>
    operation.path === '/api/logout' ? 2 : operation.method === 'DELETE' ? 1 : 0;

  // Only a call that goes upstream may fail on the upstream's side.
  const mayBeUpstreamFailure = (request: BadRequest, status: number) =>
    (status === 502 || status === 504) &&
    (request.operation.path === '/api/proxy' || request.operation.path.endsWith('/test'));

  async function send(request: BadRequest): Promise<string | undefined> {
    const { method } = request.operation;
    const sendsBody = method !== 'GET' && request.body !== undefined;
    let response: Response;
    try {
      response = await fetch(`${base}${request.url}`, {
        method,
        headers: {
          [csrfHeader.name]: csrfHeader.value,
          cookie: admin.cookie,
          ...(sendsBody ? { 'content-type': request.contentType ?? 'application/json' } : {}),
        },
        body: sendsBody ? request.body : undefined,
      });
    } catch (error) {
      return `no answer (${(error as Error).message})`;
    }
    const text = await response.text();
    if (response.status >= 500 && !mayBeUpstreamFailure(request, response.status)) {
      return `${response.status} ${text.slice(0, 200)}`;
    }
    if (response.status < 400) return undefined;
    try {
      const body = JSON.parse(text) as { code?: unknown; message?: unknown };
      if (typeof body.code === 'string' && typeof body.message === 'string' && body.message) return undefined;
    } catch {
      // reported below
    }
    return `${response.status} without {code, message}: ${text.slice(0, 200)}`;
  }

  it('refuses a NUL byte, an id that is not a UUID and deep nesting with a 400 that says so', async () => {
    const { user } = await createTenant(test);
    const call = async (method: string, url: string, body?: string) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          [csrfHeader.name]: csrfHeader.value,
          cookie: user.cookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body,
      });
      return { status: response.status, body: await response.json() };
    };
    const refused = (message: string) => ({ status: 400, body: { code: 'validation', message } });
    expect(await call('POST', '/api/groups', JSON.stringify({ name: 'Sales\u0000' }))).toEqual(
      refused(messages.nulCharacter),
    );
    expect(await call('GET', '/api/views/%00')).toEqual(refused(messages.nulCharacter));
    expect(await call('GET', '/api/groups/not-a-uuid/users')).toEqual(refused(messages.invalidId));
    expect(await call('DELETE', `/api/servers/${ids.servers.toUpperCase()}x`)).toEqual(
      refused(messages.invalidId),
    );
    const deep = `{"uuid":"${ids.endpoints}","params":{"q":${'['.repeat(70)}${']'.repeat(70)}}}`;
    expect(await call('POST', '/api/proxy', deep)).toEqual(refused(messages.jsonTooDeep));
    expect((await call('GET', '/api/groups')).body).toEqual([]);
  });

  it('answers each with {code, message}, never with a 5xx of its own, and keeps answering', async () => {
    const document = (await (await fetch(`${base}/api/docs`)).json()) as OpenApiDocument;
    const operations = operationsOf(document).sort((a, b) => rank(a) - rank(b));
    expect(operations.length).toBeGreaterThanOrEqual(40);
    // Body fields that name something get a real id of its kind (a URL the test's upstream), so the
    // rest of the body is checked.
    const known: Record<string, string> = {
      url: `${upstream.url}/`,
      uuid: ids.endpoints,
      server: ids.servers,
      endpoint: ids.endpoints,
      groupUuid: ids.groups,
      userUuid: ids.users,
      viewUuid: ids.views,
      destination: ids.views,
    };
    const tenant = {
      forSegment: (segment: string) => ids[segment],
      known: (field: string) => known[field],
      all: Object.values(ids),
    };
    const requests = operations.flatMap((operation) => badRequestsFor(operation, tenant));
    expect(requests.length).toBeGreaterThan(6_000);
    // Fields inside array items and nested objects are fed bad values too.
    const labels = new Set(requests.map((request) => request.label));
    for (const nested of [
      'settings.headers.0.value is a NUL byte',
      'settings.params.0.name is a huge string',
      'metacontent.columns.0.navigation.destination is a word',
      'metacontent.panels.0.fields.0.navigation.variables.0.field is a number',
    ]) {
      expect(labels, nested).toContain(nested);
    }

    const failures: string[] = [];
    for (let start = 0; start < requests.length; start += 8) {
      const batch = requests.slice(start, start + 8);
      const answers = await Promise.all(batch.map(send));
      answers.forEach((failure, index) => {
        const { operation, label } = batch[index];
        if (failure) failures.push(`${operation.method} ${operation.path} when ${label}: ${failure}`);
      });
    }
    expect(failures).toEqual([]);

    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const other = await createTenant(test);
    const signIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { [csrfHeader.name]: csrfHeader.value, 'content-type': 'application/json' },
      body: JSON.stringify({ email: other.user.email, password: other.user.password }),
    });
    expect(signIn.status).toBe(200);
  }, 900_000);
});
