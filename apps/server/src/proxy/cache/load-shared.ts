import { randomUUID } from 'node:crypto';
import { AppError, type ErrorCode } from '../../errors.ts';
import type { SharedStore } from '../../plugins/shared-store.ts';

export type Produced = { value: Buffer; ttlMs: number };

export type LoadSharedOptions = {
  /** A claim lives this long unless its holder renews it (it does, a few times per lease, while it works). */
  leaseMs: number;
  /** How long a waiter waits for another instance's result before producing on its own. */
  waitMs: number;
  /** Whether a stored value may be used (e.g. a token that still opens); absent: any value. */
  accept?: (value: Buffer) => boolean;
};

/** How long the waiters may read a holder's failure. */
const failureMs = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failureKey = (key: string, owner: string) => `failed:${key}:${owner}`;

function readFailure(bytes: Buffer | undefined): AppError | undefined {
  if (!bytes) return undefined;
  const { code, message } = JSON.parse(bytes.toString('utf8')) as { code: ErrorCode; message: string };
  return new AppError(code, message);
}

async function storedValue(store: SharedStore, key: string, options: LoadSharedOptions) {
  const value = await store.get(key);
  return value && (options.accept?.(value) ?? true) ? value : undefined;
}

async function produceAsHolder(
  store: SharedStore,
  key: string,
  owner: string,
  produce: () => Promise<Produced>,
  options: LoadSharedOptions,
): Promise<Buffer> {
  const renew = setInterval(
    () => void store.claim(key, owner, options.leaseMs).catch(() => undefined),
    options.leaseMs / 3,
  );
  try {
    // Another holder may have stored the value between our miss and our claim.
    const late = await storedValue(store, key, options).catch(() => undefined);
    if (late) return late;
    let produced: Produced;
    try {
      produced = await produce();
    } catch (error) {
      // Waiters get the same clear answer rather than each trying the failing upstream again.
      if (error instanceof AppError) {
        const failure = Buffer.from(JSON.stringify({ code: error.code, message: error.message }));
        await store.set(failureKey(key, owner), failure, failureMs).catch(() => undefined);
      }
      throw error;
    }
    await store.set(key, produced.value, produced.ttlMs).catch(() => undefined);
    return produced.value;
  } finally {
    clearInterval(renew);
    await store.release(key, owner).catch(() => undefined);
  }
}

/**
 * The value under key in the shared store, or produce() it once for every instance sharing the store:
 * the first to claim the key produces and stores the value; the others wait for it (or for its
 * failure). When the holder dies its claim lapses and a waiter takes over; a waiter that has waited
 * waitMs produces on its own. A store that does not answer counts as a miss with no one to wait for.
 */
export async function loadShared(
  store: SharedStore,
  key: string,
  produce: () => Promise<Produced>,
  options: LoadSharedOptions,
): Promise<Buffer> {
  const owner = randomUUID();
  const deadline = Date.now() + options.waitMs;
  let watched: string | undefined;
  let pause = 5;
  for (;;) {
    const value = await storedValue(store, key, options).catch(() => undefined);
    if (value) return value;
    if (watched) {
      const failure = readFailure(await store.get(failureKey(key, watched)).catch(() => undefined));
      if (failure) throw failure;
    }
    const claimed = await store.claim(key, owner, options.leaseMs).catch(() => true);
    if (claimed) return produceAsHolder(store, key, owner, produce, options);
    watched = (await store.holder(key).catch(() => undefined)) ?? watched;
    if (Date.now() > deadline) {
      const produced = await produce();
      await store.set(key, produced.value, produced.ttlMs).catch(() => undefined);
      return produced.value;
    }
    await sleep(pause);
    pause = Math.min(50, pause * 1.5);
  }
}
