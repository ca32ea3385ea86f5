import { hashPassword, verifyPassword } from '../../apps/server/src/crypto/passwords.ts';
import { median } from './processes.ts';
import { runWrkAsync, type WrkResult } from './wrk.ts';

export type LoginBench = {
  loginMs: number[];
  verifyMs: number[];
  healthIdle: WrkResult[];
  healthDuringLogins: WrkResult[];
};

const ajax = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function signIn(url: string, email: string, password: string): Promise<void> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: ajax,
    body: JSON.stringify({ email, password, fingerprint: 'bench' }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`B5: sign-in answered ${response.status}`);
}

/**
 * B5: the p50 of a sign-in against a plain argon2 verify with the same parameters (the portal's own
 * function, in this process), and /api/health's p99 at one connection while 4 sign-ins run at once
 * against its p99 when idle. Both pairs interleaved, round by round.
 */
export async function runLoginBench(
  directory: string,
  portalUrl: string,
  person: { email: string; password: string },
  rounds: number,
  seconds: number,
): Promise<LoginBench> {
  const hash = await hashPassword(person.password);
  const perRound = 15;
  const result: LoginBench = { loginMs: [], verifyMs: [], healthIdle: [], healthDuringLogins: [] };
  const health = { url: `${portalUrl}/api/health` };
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`B5 round ${round}/${rounds}`);
    const logins: number[] = [];
    const verifies: number[] = [];
    for (let index = 0; index < perRound; index += 1) {
      logins.push(await timed(() => signIn(portalUrl, person.email, person.password)));
      verifies.push(await timed(() => verifyPassword(person.password, hash)));
    }
    result.loginMs.push(median(logins));
    result.verifyMs.push(median(verifies));

    result.healthIdle.push(await runWrkAsync(directory, health, 1, seconds));
    let running = true;
    const loop = async () => {
      while (running) await signIn(portalUrl, person.email, person.password);
    };
    const loops = Array.from({ length: 4 }, loop);
    result.healthDuringLogins.push(await runWrkAsync(directory, health, 1, seconds));
    running = false;
    await Promise.all(loops);
  }
  return result;
}
