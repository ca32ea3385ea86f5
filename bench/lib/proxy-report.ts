import { mkdirSync, writeFileSync } from 'node:fs';
import type { LoginBench } from './login-bench.ts';
import { median } from './processes.ts';
import { type SessionBench, sessionLoss } from './session-bench.ts';
import type { WrkResult } from './wrk.ts';

export const summarize = (results: WrkResult[]) => ({
  p50Ms: median(results.map((r) => r.p50Ms)),
  p99Ms: median(results.map((r) => r.p99Ms)),
  requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
  errors: results.reduce((sum, r) => sum + r.errors, 0),
  rounds: results,
});

export type ProxyBenchResults = {
  rounds: number;
  sessionRounds: number;
  seconds: number;
  b1: Record<
    'nginx1' | 'portal1' | 'nginx32' | 'portal32' | 'http1' | 'http32' | 'fastify1' | 'fastify32',
    WrkResult[]
  >;
  b2: { passthrough: WrkResult[]; portal: WrkResult[] };
  b3?: { ok: number; upstreamCalls: number; tokenCalls: number };
  b4?: SessionBench;
  b5?: LoginBench;
};

const f = (n: number) => n.toFixed(2);
const perRound = (values: number[], unit = '') => values.map((value) => `${f(value)}${unit}`).join(', ');
const perSecond = (results: WrkResult[]) => results.map((r) => Math.round(r.requestsPerSecond)).join(', ');

function reportHit(b1: ProxyBenchResults['b1']) {
  const hit1 = {
    nginx: summarize(b1.nginx1),
    portal: summarize(b1.portal1),
    bareNodeHttp: summarize(b1.http1),
    bareFastify: summarize(b1.fastify1),
  };
  const hit32 = {
    nginx: summarize(b1.nginx32),
    portal: summarize(b1.portal32),
    bareNodeHttp: summarize(b1.http32),
    bareFastify: summarize(b1.fastify32),
  };
  const report = {
    target:
      'p50 <= 1.15x nginx; req/s >= 0.4x nginx (DESIGN.md §9); this pass (issue 33): p50 <= 1.3x, req/s >= 0.3x',
    p50Ratio: hit1.portal.p50Ms / hit1.nginx.p50Ms,
    requestsPerSecondRatio: hit32.portal.requestsPerSecond / hit32.nginx.requestsPerSecond,
    /** The same answer from bare node:http and bare Fastify, against nginx: Node's and Fastify's own part. */
    floors: {
      bareNodeHttp: {
        p50Ratio: hit1.bareNodeHttp.p50Ms / hit1.nginx.p50Ms,
        requestsPerSecondRatio: hit32.bareNodeHttp.requestsPerSecond / hit32.nginx.requestsPerSecond,
      },
      bareFastify: {
        p50Ratio: hit1.bareFastify.p50Ms / hit1.nginx.p50Ms,
        requestsPerSecondRatio: hit32.bareFastify.requestsPerSecond / hit32.nginx.requestsPerSecond,
      },
    },
    oneConnection: hit1,
    thirtyTwoConnections: hit32,
  };
  const lines = [
    `B1 cache hit   p50 ${hit1.portal.p50Ms.toFixed(3)} ms vs nginx ${hit1.nginx.p50Ms.toFixed(3)} ms → ${f(report.p50Ratio)}x (target ≤ 1.15x, this pass ≤ 1.3x); rounds portal [${perRound(b1.portal1.map((r) => r.p50Ms))}] nginx [${perRound(b1.nginx1.map((r) => r.p50Ms))}] ms`,
    `B1 cache hit   ${Math.round(hit32.portal.requestsPerSecond)} req/s vs nginx ${Math.round(hit32.nginx.requestsPerSecond)} → ${f(report.requestsPerSecondRatio)}x (target ≥ 0.4x, this pass ≥ 0.3x); rounds portal [${perSecond(b1.portal32)}] nginx [${perSecond(b1.nginx32)}]`,
    ...(['bareNodeHttp', 'bareFastify'] as const).map((floor) => {
      const name = floor === 'bareNodeHttp' ? 'bare node:http' : 'bare Fastify  ';
      const ratios = report.floors[floor];
      return `B1 floor       ${name} answering the same bytes: p50 ${hit1[floor].p50Ms.toFixed(3)} ms → ${f(ratios.p50Ratio)}x nginx; ${Math.round(hit32[floor].requestsPerSecond)} req/s → ${f(ratios.requestsPerSecondRatio)}x nginx`;
    }),
  ];
  return { report, lines };
}

function reportMiss(b2: ProxyBenchResults['b2']) {
  const miss = { passthrough: summarize(b2.passthrough), portal: summarize(b2.portal) };
  const report = {
    target: 'p50 <= 1.4x passthrough; p99 <= 2 ms',
    p50Ratio: miss.portal.p50Ms / miss.passthrough.p50Ms,
    portalP99Ms: miss.portal.p99Ms,
    runs: miss,
  };
  const line = `B2 cache miss  p50 ${f(miss.portal.p50Ms)} ms vs passthrough ${f(miss.passthrough.p50Ms)} ms → ${f(report.p50Ratio)}x (target ≤ 1.4x); p99 ${f(miss.portal.p99Ms)} ms (target ≤ 2 ms)`;
  return { report, lines: [line] };
}

function reportSession(b4: SessionBench) {
  const runs = {
    plain: summarize([...b4.plain, ...b4.plainAfter]),
    session: summarize(b4.session),
  };
  const { loss, losses, noiseFloor, noise } = sessionLoss(b4);
  const report = {
    target: 'req/s loss <= 5%',
    loss,
    lossPerRound: losses,
    noiseFloor,
    noisePerRound: noise,
    runs: { ...runs, plainAfter: b4.plainAfter },
  };
  const percent = (values: number[]) => values.map((value) => f(100 * value)).join(', ');
  const line = `B4 session     ${Math.round(runs.session.requestsPerSecond)} req/s with a session vs ${Math.round(runs.plain.requestsPerSecond)} without → loss ${f(100 * loss)}% (median of the rounds' losses against the runs around each; target ≤ 5%); rounds' losses [${percent(losses)}]%; noise floor ${f(100 * noiseFloor)}% (the two runs without, one round apart: [${percent(noise)}]%); rounds with [${perSecond(b4.session)}] without [${perSecond(b4.plain)}] and after [${perSecond(b4.plainAfter)}]`;
  return { report, lines: [line] };
}

function reportLogin(b5: LoginBench) {
  const login = { loginMs: median(b5.loginMs), verifyMs: median(b5.verifyMs) };
  const health = { idle: summarize(b5.healthIdle), duringLogins: summarize(b5.healthDuringLogins) };
  const report = {
    target: 'login p50 <= 1.15x argon2 verify; /api/health p99 during 4 logins <= 2x idle',
    loginRatio: login.loginMs / login.verifyMs,
    healthP99Ratio: health.duringLogins.p99Ms / health.idle.p99Ms,
    login: { ...login, loginMsPerRound: b5.loginMs, verifyMsPerRound: b5.verifyMs },
    health,
  };
  const lines = [
    `B5 login       p50 ${f(login.loginMs)} ms vs argon2 verify ${f(login.verifyMs)} ms → ${f(report.loginRatio)}x (target ≤ 1.15x); rounds [${perRound(b5.loginMs)}] vs [${perRound(b5.verifyMs)}] ms`,
    `B5 health      p99 ${f(health.duringLogins.p99Ms)} ms during 4 logins vs ${f(health.idle.p99Ms)} ms idle → ${f(report.healthP99Ratio)}x (target ≤ 2x); rounds [${perRound(b5.healthDuringLogins.map((r) => r.p99Ms))}] vs [${perRound(b5.healthIdle.map((r) => r.p99Ms))}] ms`,
  ];
  return { report, lines };
}

/**
 * The report of DESIGN.md §9's B1–B5 (those that ran): every ratio with its raw figures, per round
 * and median.
 */
export function reportProxyBench(results: ProxyBenchResults): string[] {
  const { b1, b2, b3, b4, b5 } = results;
  const parts = {
    B1: b1.portal1.length ? reportHit(b1) : undefined,
    B2: b2.portal.length ? reportMiss(b2) : undefined,
    B3: b3
      ? {
          report: { ...b3, target: 'exactly 1 upstream call and 1 token call for 100 concurrent cold calls' },
          lines: [
            `B3 cold burst  ${b3.ok}/100 answered; ${b3.upstreamCalls} upstream call(s), ${b3.tokenCalls} token call(s) (target 1 and 1)`,
          ],
        }
      : undefined,
    B4: b4 ? reportSession(b4) : undefined,
    B5: b5 ? reportLogin(b5) : undefined,
  };
  const report = {
    date: new Date().toISOString(),
    rounds: results.rounds,
    sessionRounds: results.sessionRounds,
    secondsPerRun: results.seconds,
    ...Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part?.report])),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/proxy-${report.date.replace(/[:.]/g, '-')}.json`,
    JSON.stringify(report, null, 2),
  );
  return [JSON.stringify(report, null, 2), '', ...Object.values(parts).flatMap((part) => part?.lines ?? [])];
}
