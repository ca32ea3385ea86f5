// One password hashing thread of the pool in passwords.ts. It runs at the lowest CPU priority: on a
// busy machine a sign-in waits a little longer, while every other request keeps its pace.
import { argon2Sync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

export type HashJob = {
  message: string;
  nonce: Uint8Array;
  parameters: { memory: number; passes: number; parallelism: number; tagLength: number };
};

try {
  // On Linux the nice value belongs to the thread, so this lowers only the hashing thread.
  setPriority(19);
} catch {
  // Not allowed here: the thread hashes at normal priority.
}

parentPort?.on('message', (job: HashJob) => {
  try {
    const key = argon2Sync('argon2id', { message: job.message, nonce: job.nonce, ...job.parameters });
    parentPort?.postMessage({ key });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
