import { randomUUID } from 'node:crypto';
import { AppError, type ErrorCode } from '../../errors.ts';
import { RedisAway } from '../../shared-store/instance-fallback.ts';
import type { SharedStore } from '../../shared-store/shared-store.ts';

export type Produced = { value: Buffer; ttlMs: number };

export type LoadSharedOptions = {
  /** A claim lives this long unless its holder renews it (it does, a few times per lease, while it works). */
  leaseMs: number;
  /** How long a waiter waits for one holder's result before producing on its own. */
  waitMs: number;
  /** Whether a stored value may be used (e.g. a token that still opens); absent: any value. */
  accept?: (value: Buffer) => boolean;
  /** How long the store may fail in a row before this caller counts it as away and works alone. */
  silentMs?: number;
};

/** How long the waiters may read a holder's failure. */
const failureMs = 5_000;
/** Ten of Redis' command deadlines: a store that fails this long is away, not slow once. */
const defaultSilentMs = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failureKey = (key: string, owner: string) => `failed:${key}:${owner}`;
const away = Symbol('away');
type Ask = <T>(call: () => Promise<T>) => Promise<T | typeof away>;

/**
 * Asks the store, and again while it fails: a call that missed a deadline must not count as a miss
 * or as a claim won, or two instances would produce at once. Gives `away` once the store is known
 * to be away (RedisAway) or has failed silentMs in a row.
 */
function patientAsker(silentMs: number): Ask {
  let failingSince: number | undefined;
  return async (call) => {
    for (let pause = 10; ; pause = Math.min(100, pause * 2)) {
      try {
        const answer = await call();
        failingSince = undefined;
        return answer;
      } catch (error) {
        failingSince ??= Date.now();
        if (error instanceof RedisAway || Date.now() - failingSince >= silentMs) return away;
        await sleep(pause);
      }
    }
  };
}

function readFailure(bytes: Buffer | undefined): AppError | undefined {
  if (!bytes) return undefined;
  const { code, message } = JSON.parse(bytes.toString('utf8')) as { code: ErrorCode; message: string };
  return new AppError(code, message);
}

async function storedValue(store: SharedStore, key: string, options: LoadSharedOptions) {
  const value = await store.get(key);
  return value && (options.accept?.(value) ?? true) ? value : undefined;
}

/** Without a claim: the store is away, or a holder outlasted waitMs. */
async function produceAlone(store: SharedStore, key: string, produce: () => Promise<Produced>) {
  const produced = await produce();
  await store.set(key, produced.value, produced.ttlMs).catch(() => undefined);
  return produced.value;
}

async function produceAsHolder(
  store: SharedStore,
  key: string,
  owner: string,
  produce: () => Promise<Produced>,
  options: LoadSharedOptions,
  ask: Ask,
): Promise<Buffer> {
  const renew = setInterval(
    () => void store.claim(key, owner, options.leaseMs).catch(() => undefined),
    options.leaseMs / 3,
  );
  try {
    // Another holder may have stored the value between our miss and our claim.
    const late = await ask(() => storedValue(store, key, options));
    if (late && late !== away) return late;
    let produced: Produced;
    try {
      produced = await produce();
    } catch (error) {
      // Waiters get the same clear answer rather than each trying the failing upstream again.
      if (error instanceof AppError) {
        const failure = Buffer.from(JSON.stringify({ code: error.code, message: error.message }));
        await ask(() => store.set(failureKey(key, owner), failure, failureMs));
      }
      throw error;
    }
    // Stored before the claim goes: a waiter that then claims finds it rather than producing again.
    await ask(() => store.set(key, produced.value, produced.ttlMs));
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
 * waitMs for one holder produces on its own. A store call that fails is asked again; a store that
 * is away (or fails silentMs in a row) leaves each caller to produce on its own.
 */
export async function loadShared(
  store: SharedStore,
  key: string,
  produce: () => Promise<Produced>,
  options: LoadSharedOptions,
): Promise<Buffer> {
  const owner = randomUUID();
  const ask = patientAsker(options.silentMs ?? defaultSilentMs);
  let deadline = Date.now() + options.waitMs;
  let watched: string | undefined;
  let pause = 5;
  for (;;) {
    const value = await ask(() => storedValue(store, key, options));
    if (value === away) return produceAlone(store, key, produce);
    if (value) return value;
    if (watched) {
      const failure = readFailure(await store.get(failureKey(key, watched)).catch(() => undefined));
      if (failure) throw failure;
    }
    const claimed = await ask(() => store.claim(key, owner, options.leaseMs));
    if (claimed === away) return produceAlone(store, key, produce);
    if (claimed) return produceAsHolder(store, key, owner, produce, options, ask);
    const holder = await store.holder(key).catch(() => undefined);
    // Each holder gets the whole wait: one that took over from a holder that died starts afresh.
    if (holder && holder !== watched) {
      watched = holder;
      deadline = Date.now() + options.waitMs;
    }
    if (Date.now() > deadline) return produceAlone(store, key, produce);
    await sleep(pause);
    pause = Math.min(50, pause * 1.5);
  }
}
