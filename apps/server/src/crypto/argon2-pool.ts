import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { HashJob } from './argon2-worker.ts';

// Hashing is deliberately slow; a cap keeps a burst of sign-ins from taking every core, and the
// hashing threads run at low priority, so the requests in between keep their pace.
const maxConcurrent = Math.max(1, availableParallelism() - 1);

const threads = new Set<Worker>();
const idle: Worker[] = [];
const waiting: Array<(worker: Worker) => void> = [];

/**
 * A new hashing thread. One that exits, for whatever reason (a crash, the system killing it, a
 * thread limit), leaves the pool at once and a fresh one takes the next waiting job, so a pool
 * never keeps a dead thread nor shrinks until every sign-in waits forever.
 */
function startWorker(): Worker {
  const worker = new Worker(new URL('./argon2-worker.ts', import.meta.url));
  // Idle hashing threads never keep the process alive.
  worker.unref();
  threads.add(worker);
  worker.once('exit', () => {
    threads.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    const next = waiting.shift();
    if (next) next(startWorker());
  });
  // Reported to the job under way, if any (see deriveOnPool); 'exit' follows.
  worker.on('error', () => {});
  return worker;
}

async function takeWorker(): Promise<Worker> {
  const free = idle.pop();
  if (free) return free;
  if (threads.size < maxConcurrent) return startWorker();
  return new Promise((resolve) => waiting.push(resolve));
}

function giveBack(worker: Worker) {
  const next = waiting.shift();
  if (next) next(worker);
  else idle.push(worker);
}

/** The pool's threads as they are now, for the tests that stop one as a crash would. */
export function hashingThreads(): Worker[] {
  return [...threads];
}

/** argon2id of one password on a hashing thread of the pool. */
export async function deriveOnPool(job: HashJob): Promise<Buffer> {
  const worker = await takeWorker();
  return new Promise<Buffer>((resolve, reject) => {
    const settle = (outcome: { key?: Uint8Array; error?: string }) => {
      worker.off('exit', lost);
      worker.unref();
      giveBack(worker);
      if (outcome.key) resolve(Buffer.from(outcome.key));
      else reject(new Error(outcome.error ?? 'password hashing failed'));
    };
    // A thread that ended takes its job with it; the pool has already put a fresh one in its place.
    const lost = (code: number) => {
      worker.off('message', settle);
      reject(new Error(`The password hashing thread stopped (exit code ${code})`));
    };
    worker.once('message', settle);
    worker.once('exit', lost);
    // A job under way keeps the process alive until its answer.
    worker.ref();
    worker.postMessage(job);
  });
}
