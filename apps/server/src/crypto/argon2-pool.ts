import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { HashJob } from './argon2-worker.ts';

// Hashing is deliberately slow; a cap keeps a burst of sign-ins from taking every core, and the
// hashing threads run at low priority, so the requests in between keep their pace.
const maxConcurrent = Math.max(1, availableParallelism() - 1);

const idle: Worker[] = [];
let started = 0;
const waiting: Array<(worker: Worker) => void> = [];

function startWorker(): Worker {
  const worker = new Worker(new URL('./argon2-worker.ts', import.meta.url));
  // Idle hashing threads never keep the process alive.
  worker.unref();
  started += 1;
  return worker;
}

async function takeWorker(): Promise<Worker> {
  const free = idle.pop();
  if (free) return free;
  if (started < maxConcurrent) return startWorker();
  return new Promise((resolve) => waiting.push(resolve));
}

function giveBack(worker: Worker) {
  const next = waiting.shift();
  if (next) next(worker);
  else idle.push(worker);
}

/** argon2id of one password on a hashing thread of the pool. */
export async function deriveOnPool(job: HashJob): Promise<Buffer> {
  const worker = await takeWorker();
  return new Promise<Buffer>((resolve, reject) => {
    const settle = (outcome: { key?: Uint8Array; error?: string }) => {
      worker.off('error', fail);
      worker.unref();
      giveBack(worker);
      if (outcome.key) resolve(Buffer.from(outcome.key));
      else reject(new Error(outcome.error ?? 'password hashing failed'));
    };
    // A thread that died takes its job with it; a fresh one takes its place.
    const fail = (error: Error) => {
      worker.off('message', settle);
      started -= 1;
      const next = waiting.shift();
      if (next) next(startWorker());
      reject(error);
    };
    worker.once('message', settle);
    worker.once('error', fail);
    // A job under way keeps the process alive until its answer.
    worker.ref();
    worker.postMessage(job);
  });
}
