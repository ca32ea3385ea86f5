import { mkdirSync, writeFileSync } from 'node:fs';
import type { LoginBench } from './login-bench.ts';
import { median } from './processes.ts';
import type { SessionBench } from './session-bench.ts';
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
  seconds: number;
  b1: { nginx1: WrkResult[]; portal1: WrkResult[]; nginx32: WrkResult[]; portal32: WrkResult[] };
  b2: { passthrough: WrkResult[]; portal: WrkResult[] };
  b3: { ok: number; upstreamCalls: number; tokenCalls: number };
  b4: SessionBench;
  b5: LoginBench;
};

/** The report of DESIGN.md §9's B1–B5: every ratio with its raw figures, per round and median. */
export function reportProxyBench(results: ProxyBenchResults): string[] {
  const hit1 = { nginx: summarize(results.b1.nginx1), portal: summarize(results.b1.portal1) };
  const hit32 = { nginx: summarize(results.b1.nginx32), portal: summarize(results.b1.portal32) };
  const miss = { passthrough: summarize(results.b2.passthrough), portal: summarize(results.b2.portal) };
  const session = { plain: summarize(results.b4.plain), session: summarize(results.b4.session) };
  const login = { loginMs: median(results.b5.loginMs), verifyMs: median(results.b5.verifyMs) };
  const health = {
    idle: summarize(results.b5.healthIdle),
    duringLogins: summarize(results.b5.healthDuringLogins),
  };
  const report = {
    date: new Date().toISOString(),
    rounds: results.rounds,
    secondsPerRun: results.seconds,
    B1: {
      target:
        'p50 <= 1.15x nginx; req/s >= 0.4x nginx (DESIGN.md §9); this pass (issue 33): p50 <= 1.3x, req/s >= 0.3x',
      p50Ratio: hit1.portal.p50Ms / hit1.nginx.p50Ms,
      requestsPerSecondRatio: hit32.portal.requestsPerSecond / hit32.nginx.requestsPerSecond,
      oneConnection: hit1,
      thirtyTwoConnections: hit32,
    },
    B2: {
      target: 'p50 <= 1.4x passthrough; p99 <= 2 ms',
      p50Ratio: miss.portal.p50Ms / miss.passthrough.p50Ms,
      portalP99Ms: miss.portal.p99Ms,
      runs: miss,
    },
    B3: { ...results.b3, target: 'exactly 1 upstream call and 1 token call for 100 concurrent cold calls' },
    B4: {
      target: 'req/s loss <= 5%',
      loss: 1 - session.session.requestsPerSecond / session.plain.requestsPerSecond,
      runs: session,
    },
    B5: {
      target: 'login p50 <= 1.15x argon2 verify; /api/health p99 during 4 logins <= 2x idle',
      loginRatio: login.loginMs / login.verifyMs,
      healthP99Ratio: health.duringLogins.p99Ms / health.idle.p99Ms,
      login: { ...login, loginMsPerRound: results.b5.loginMs, verifyMsPerRound: results.b5.verifyMs },
      health,
    },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/proxy-${report.date.replace(/[:.]/g, '-')}.json`,
    JSON.stringify(report, null, 2),
  );
  const f = (n: number) => n.toFixed(2);
  const perRound = (values: number[], unit = '') => values.map((value) => `${f(value)}${unit}`).join(', ');
  const { b3 } = results;
  return [
    JSON.stringify(report, null, 2),
    '',
    `B1 cache hit   p50 ${f(hit1.portal.p50Ms)} ms vs nginx ${f(hit1.nginx.p50Ms)} ms → ${f(report.B1.p50Ratio)}x (target ≤ 1.15x, this pass ≤ 1.3x); rounds portal [${perRound(results.b1.portal1.map((r) => r.p50Ms))}] nginx [${perRound(results.b1.nginx1.map((r) => r.p50Ms))}] ms`,
    `B1 cache hit   ${Math.round(hit32.portal.requestsPerSecond)} req/s vs nginx ${Math.round(hit32.nginx.requestsPerSecond)} → ${f(report.B1.requestsPerSecondRatio)}x (target ≥ 0.4x, this pass ≥ 0.3x); rounds portal [${results.b1.portal32.map((r) => Math.round(r.requestsPerSecond)).join(', ')}] nginx [${results.b1.nginx32.map((r) => Math.round(r.requestsPerSecond)).join(', ')}]`,
    `B2 cache miss  p50 ${f(miss.portal.p50Ms)} ms vs passthrough ${f(miss.passthrough.p50Ms)} ms → ${f(report.B2.p50Ratio)}x (target ≤ 1.4x); p99 ${f(miss.portal.p99Ms)} ms (target ≤ 2 ms)`,
    `B3 cold burst  ${b3.ok}/100 answered; ${b3.upstreamCalls} upstream call(s), ${b3.tokenCalls} token call(s) (target 1 and 1)`,
    `B4 session     ${Math.round(session.session.requestsPerSecond)} req/s with a session vs ${Math.round(session.plain.requestsPerSecond)} without → loss ${f(100 * report.B4.loss)}% (target ≤ 5%); rounds with [${results.b4.session.map((r) => Math.round(r.requestsPerSecond)).join(', ')}] without [${results.b4.plain.map((r) => Math.round(r.requestsPerSecond)).join(', ')}]`,
    `B5 login       p50 ${f(login.loginMs)} ms vs argon2 verify ${f(login.verifyMs)} ms → ${f(report.B5.loginRatio)}x (target ≤ 1.15x); rounds [${perRound(results.b5.loginMs)}] vs [${perRound(results.b5.verifyMs)}] ms`,
    `B5 health      p99 ${f(health.duringLogins.p99Ms)} ms during 4 logins vs ${f(health.idle.p99Ms)} ms idle → ${f(report.B5.healthP99Ratio)}x (target ≤ 2x); rounds [${perRound(results.b5.healthDuringLogins.map((r) => r.p99Ms))}] vs [${perRound(results.b5.healthIdle.map((r) => r.p99Ms))}] ms`,
  ];
}
