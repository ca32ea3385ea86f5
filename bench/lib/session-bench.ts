import { startListening } from './processes.ts';
import { runWrk, type WrkResult } from './wrk.ts';

export type SessionBench = { plain: WrkResult[]; session: WrkResult[] };

/**
 * B4: the same trivial route with and without the session check, in one process, at 32
 * connections, interleaved round by round; the loss is what the session check costs.
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
    const result: SessionBench = { plain: [], session: [] };
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`B4 round ${round}/${rounds}`);
      result.plain.push(
        runWrk(directory, { url: `http://127.0.0.1:${portal.port}/bench/plain` }, 32, seconds),
      );
      result.session.push(
        runWrk(
          directory,
          { url: `http://127.0.0.1:${portal.port}/bench/session`, headers: { cookie } },
          32,
          seconds,
        ),
      );
    }
    return result;
  } finally {
    await portal.stop();
  }
}
