import type { SharedStore } from './shared-store.ts';

export type ReliableGenerationOptions = {
  /** The pauses between the tries made while the request that changed the rows waits. */
  retryPausesMs?: number[];
  /**
   * A try that has not succeeded by then counts as failed (it may still land, which is harmless):
   * a Redis client that is reconnecting holds a command for many seconds.
   */
  tryTimeoutMs?: number;
  /** The pause between the tries that follow, without anyone waiting, until one succeeds. */
  backgroundPauseMs?: number;
};

const sleep = (ms: number, keepAlive = true) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (!keepAlive) timer.unref();
  });

/**
 * The store with a generation every committed change is sure to reach. Writing it may fail (Redis
 * restarting, out of memory, read-only after a failover): the change's account is written again
 * briefly while the change's request waits, then, as a change of every account, in the background
 * until it succeeds. Until then this instance cannot vouch for its in-memory copies, so reading
 * the generation fails and every request reads the rows (session.ts, proxy lookups); the other
 * instances drop theirs once the write succeeds.
 */
export function withReliableGeneration(
  store: SharedStore,
  options: ReliableGenerationOptions = {},
): SharedStore {
  const retryPausesMs = options.retryPausesMs ?? [20, 100];
  const tryTimeoutMs = options.tryTimeoutMs ?? 500;
  const backgroundPauseMs = options.backgroundPauseMs ?? 1_000;
  // Changes committed, numbered, and those whose write has not succeeded yet.
  let committed = 0;
  const unannounced = new Set<number>();
  let retrying: Promise<void> | undefined;
  let closed = false;

  /** One write of the generation; true once the store took it. */
  async function write(accountId: string | undefined): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const written = store.bumpGeneration(accountId);
    written.catch(() => undefined);
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the store did not answer in time')), tryTimeoutMs);
    });
    try {
      await Promise.race([written, late]);
      return true;
    } catch {
      // Tried again by the caller.
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A write for every account announces every change committed before it started. */
  async function announceAll(): Promise<void> {
    const covered = committed;
    if (await write(undefined))
      for (const change of unannounced) if (change <= covered) unannounced.delete(change);
  }

  async function retryInBackground() {
    while (!closed) {
      await sleep(backgroundPauseMs, false);
      await announceAll();
      if (unannounced.size === 0) break;
    }
    retrying = undefined;
  }

  return {
    ...store,
    readGeneration(accountId) {
      if (unannounced.size > 0) return Promise.reject(new Error('a committed change is not announced yet'));
      return store.readGeneration(accountId);
    },
    async bumpGeneration(accountId) {
      const change = ++committed;
      unannounced.add(change);
      // The store is known to refuse: the background tries announce this change too.
      if (retrying) return;
      if (await write(accountId)) unannounced.delete(change);
      for (const pause of retryPausesMs) {
        if (!unannounced.has(change)) return;
        await sleep(pause);
        if (await write(accountId)) unannounced.delete(change);
      }
      if (unannounced.has(change)) retrying ??= retryInBackground();
    },
    async close() {
      closed = true;
      await store.close();
    },
  };
}
