import { median, startListening } from './processes.ts';
import { runWrk, type WrkResult } from './wrk.ts';

/** Each round's runs: the route without the session check before and after the one with it. */
export type SessionBench = { plain: WrkResult[]; session: WrkResult[]; plainAfter: WrkResult[] };

/**
 * B4: the same trivial route with and without the session check, in one process, at 32
 * connections; the loss is what the session check costs. Each round runs the route without the
 * check, then with it, then without it again, so the session run sits between two runs it is
 * compared with: a machine that slows down or speeds up during a round is not charged to either
 * side, and the two runs without the check tell how far one run differs from the next by chance.
 */
export async function runSessionBench(
  directory: string,
  rounds: number,
  seconds: number,
): Promise<SessionBench> {
  let cookie = '';
  const portal = await startListening('bench/lib/session-portal.ts', {}, (output) => {
    cookie = /cookie (\S+)/.exec(output)?.[1] ?? cookie;
  });
  try {
    const check = await fetch(`http://127.0.0.1:${portal.port}/bench/session`, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`B4: the session route answered ${check.status}`);
    const plain = { url: `http://127.0.0.1:${portal.port}/bench/plain` };
    const session = { url: `http://127.0.0.1:${portal.port}/bench/session`, headers: { cookie } };
    // Both routes once before counting, so neither is measured while it is still being compiled.
    runWrk(directory, plain, 32, 1);
    runWrk(directory, session, 32, 1);
    const result: SessionBench = { plain: [], session: [], plainAfter: [] };
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`B4 round ${round}/${rounds}`);
      result.plain.push(runWrk(directory, plain, 32, seconds));
      result.session.push(runWrk(directory, session, 32, seconds));
      result.plainAfter.push(runWrk(directory, plain, 32, seconds));
    }
    return result;
  } finally {
    await portal.stop();
  }
}

/**
 * Each round's loss against the mean of the two runs around it, and each round's difference
 * between those two runs of the same route (the noise floor); the medians of both.
 */
export function sessionLoss(bench: SessionBench) {
  const losses = bench.session.map((run, round) => {
    const around = (bench.plain[round].requestsPerSecond + bench.plainAfter[round].requestsPerSecond) / 2;
    return 1 - run.requestsPerSecond / around;
  });
  const noise = bench.plain.map((run, round) =>
    Math.abs(1 - bench.plainAfter[round].requestsPerSecond / run.requestsPerSecond),
  );
  return { loss: median(losses), losses, noiseFloor: median(noise), noise };
}
