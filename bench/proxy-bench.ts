// B1–B5 of DESIGN.md §9: the proxy against nginx's cache and a raw passthrough, the session check
// against the same route without it, and sign-in against a plain argon2 verify, in the same run.
// Usage: npm run bench:proxy   (installs nginx and wrk from Debian when missing);
// BENCH_ONLY=B1 (or B2 … B5) runs just that one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoOAuth2Auth, type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { Agent, fetch as undiciFetch } from 'undici';
import { startPortal } from '../e2e/fixtures/portal-server.ts';
import { runLoginBench } from './lib/login-bench.ts';
import { freePort, startNginxCache } from './lib/nginx.ts';
import { type Running, startListening } from './lib/processes.ts';
import { reportProxyBench } from './lib/proxy-report.ts';
import { runSessionBench } from './lib/session-bench.ts';
import { runWrk, type WrkResult } from './lib/wrk.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
/** B4's loss is a few percent of runs that differ by as much from one to the next: more rounds. */
const sessionRounds = Number(process.env.BENCH_SESSION_ROUNDS ?? 5);
const only = process.env.BENCH_ONLY;
const runs = (name: string) => !only || only === name;
const ajax = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const directory = mkdtempSync(join(tmpdir(), 'portal-bench-'));

const demoPassword = (output: string) => /password:\s+(\S+)/.exec(output)?.[1];

async function signIn(url: string, output: string): Promise<string> {
  const password = demoPassword(output);
  if (!password) throw new Error(`The demo printed no password:\n${output}`);
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: ajax,
    body: JSON.stringify({ email: 'admin@demo.portal', password, fingerprint: 'bench' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function api(url: string, cookie: string, path: string, body: object): Promise<{ uuid: string }> {
  // A connection of its own per call: sockets left idle during a benchmark round may be closed by now.
  const agent = new Agent();
  try {
    const response = await undiciFetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...ajax, cookie },
      body: JSON.stringify(body),
      dispatcher: agent,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { uuid: string };
  } finally {
    await agent.close();
  }
}

async function addListEndpoint(url: string, cookie: string, server: object, path: string): Promise<string> {
  const created = await api(url, cookie, '/api/servers', server);
  const endpoint = await api(url, cookie, `/api/servers/${created.uuid}/endpoints`, {
    name: 'Items',
    settings: { url: path, method: 'GET', response: 'list' },
  });
  return endpoint.uuid;
}

/** B3: 100 concurrent identical calls with a cold cache and a cold OAuth2 token. */
async function runColdBurst(url: string, cookie: string, sample: SampleUpstream) {
  const customers = await addListEndpoint(
    url,
    cookie,
    {
      name: 'Bench OAuth2',
      settings: {
        url: `${sample.url}/bearer/api/`,
        authType: 'auth2ropasswordcredentias',
        auth: demoOAuth2Auth(sample.url),
      },
    },
    'customers',
  );
  const before = { ...sample.stats };
  const coldBody = JSON.stringify({ uuid: customers, urlVariables: {}, params: { limit: 20 } });
  // A pool of its own: sockets left idle by the earlier calls may be closed by now.
  const burst = new Agent({ connections: 100 });
  const answers = await Promise.all(
    Array.from({ length: 100 }, () =>
      undiciFetch(`${url}/api/proxy`, {
        method: 'POST',
        headers: { ...ajax, cookie },
        body: coldBody,
        dispatcher: burst,
      }).then((r) => r.status),
    ),
  );
  await burst.close();
  return {
    ok: answers.filter((status) => status === 200).length,
    // The sample upstream counts its token requests among all requests.
    upstreamCalls:
      sample.stats.requests - before.requests - (sample.stats.tokenRequests - before.tokenRequests),
    tokenCalls: sample.stats.tokenRequests - before.tokenRequests,
  };
}

async function main() {
  const upstream = await startListening('bench/lib/static-upstream.ts');
  const sample = await startSampleUpstream({ host: '127.0.0.1', port: 0, size: { customers: 200 } });
  const portal = await startPortal({
    DEMO: '1',
    DEMO_UPSTREAM_PORT: String(await freePort()),
    UPSTREAM_ALLOW: '127.0.0.1',
    // The benchmark is one user calling as fast as it can; the per-user limits would refuse it.
    PROXY_CALLS_PER_MINUTE: '1000000000',
    PROXY_CALLS_IN_FLIGHT: '100000',
  });
  const nginx = await startNginxCache(join(directory, 'nginx'), upstream.port);
  const passthrough = await startListening('bench/lib/passthrough.ts', {
    UPSTREAM_URL: `http://127.0.0.1:${upstream.port}`,
  });
  const floorServers: Running[] = [];
  try {
    const cookie = await signIn(portal.url, portal.output());
    const items = await addListEndpoint(
      portal.url,
      cookie,
      { name: 'Bench', settings: { url: `http://127.0.0.1:${upstream.port}/` } },
      'items',
    );
    const proxyHeaders = { ...ajax, cookie };
    const hitBody = JSON.stringify({ uuid: items, urlVariables: {}, params: { offset: 0, limit: 10 } });
    await fetch(`${portal.url}/api/proxy`, { method: 'POST', headers: proxyHeaders, body: hitBody });

    const portalHit = {
      url: `${portal.url}/api/proxy`,
      method: 'POST' as const,
      headers: proxyHeaders,
      body: hitBody,
    };
    const nginxHit = { url: `http://127.0.0.1:${nginx.port}/items?offset=0&limit=10` };
    const portalMiss = {
      ...portalHit,
      unique: 'body' as const,
      body: hitBody.replace('"offset":0', '"offset":__N__'),
    };
    const passMiss = { url: `http://127.0.0.1:${passthrough.port}/items?offset=0`, unique: 'path' as const };

    // B1's floors answer the portal's own bytes from bare node:http and from bare Fastify.
    const floorEnv = {
      ANSWER_URL: portalHit.url,
      ANSWER_HEADERS: JSON.stringify(proxyHeaders),
      ANSWER_BODY: hitBody,
    };
    const floors = runs('B1')
      ? {
          http: await startListening('bench/lib/floor-server.ts', { ...floorEnv, FLOOR: 'http' }),
          fastify: await startListening('bench/lib/floor-server.ts', { ...floorEnv, FLOOR: 'fastify' }),
        }
      : undefined;
    if (floors) floorServers.push(floors.http, floors.fastify);
    const floorHit = (port: number) => ({ ...portalHit, url: `http://127.0.0.1:${port}/api/proxy` });
    const b1 = {
      nginx1: [] as WrkResult[],
      portal1: [] as WrkResult[],
      nginx32: [] as WrkResult[],
      portal32: [] as WrkResult[],
      http1: [] as WrkResult[],
      http32: [] as WrkResult[],
      fastify1: [] as WrkResult[],
      fastify32: [] as WrkResult[],
    };
    const b2 = { passthrough: [] as WrkResult[], portal: [] as WrkResult[] };
    for (let round = 1; round <= rounds && (runs('B1') || runs('B2')); round += 1) {
      console.log(`round ${round}/${rounds}`);
      // Which of a pair runs first alternates by round, so neither is always measured second.
      const inTurn = (pair: (() => unknown)[]) => {
        for (const run of round % 2 ? pair : pair.toReversed()) run();
      };
      if (floors) {
        const http = floorHit(floors.http.port);
        const fastify = floorHit(floors.fastify.port);
        inTurn([
          () => b1.nginx1.push(runWrk(directory, nginxHit, 1, seconds)),
          () => b1.portal1.push(runWrk(directory, portalHit, 1, seconds)),
          () => b1.http1.push(runWrk(directory, http, 1, seconds)),
          () => b1.fastify1.push(runWrk(directory, fastify, 1, seconds)),
        ]);
        inTurn([
          () => b1.nginx32.push(runWrk(directory, nginxHit, 32, seconds)),
          () => b1.portal32.push(runWrk(directory, portalHit, 32, seconds)),
          () => b1.http32.push(runWrk(directory, http, 32, seconds)),
          () => b1.fastify32.push(runWrk(directory, fastify, 32, seconds)),
        ]);
      }
      if (runs('B2')) {
        inTurn([
          () => b2.passthrough.push(runWrk(directory, passMiss, 1, seconds)),
          () => b2.portal.push(runWrk(directory, portalMiss, 1, seconds)),
        ]);
      }
    }

    const b3 = runs('B3') ? await runColdBurst(portal.url, cookie, sample) : undefined;
    const b5 = runs('B5')
      ? await runLoginBench(
          directory,
          portal.url,
          { email: 'admin@demo.portal', password: demoPassword(portal.output()) ?? '' },
          rounds,
          seconds,
        )
      : undefined;
    const b4 = runs('B4') ? await runSessionBench(directory, sessionRounds, seconds) : undefined;
    for (const line of reportProxyBench({ rounds, sessionRounds, seconds, b1, b2, b3, b4, b5 }))
      console.log(line);
  } finally {
    await Promise.all([
      passthrough.stop(),
      nginx.stop(),
      upstream.stop(),
      portal.stop(),
      sample.close(),
      ...floorServers.map((server) => server.stop()),
    ]);
    rmSync(directory, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
