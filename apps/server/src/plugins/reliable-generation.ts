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
 * restarting, out of memory, read-only after a failover): the write is tried again briefly while
 * the change's request waits, then in the background until it succeeds. Until then this instance
 * cannot vouch for its in-memory copies, so reading the generation fails and every request reads
 * the rows (session.ts, proxy lookups); the other instances drop theirs once the write succeeds.
 */
export function withReliableGeneration(
  store: SharedStore,
  options: ReliableGenerationOptions = {},
): SharedStore {
  const retryPausesMs = options.retryPausesMs ?? [20, 100];
  const tryTimeoutMs = options.tryTimeoutMs ?? 500;
  const backgroundPauseMs = options.backgroundPauseMs ?? 1_000;
  // Changes committed, numbered, and the last of them that a successful write came after.
  let committed = 0;
  let announced = 0;
  let retrying: Promise<void> | undefined;
  let closed = false;

  /** One write of the generation: it announces every change committed before it started. */
  async function announce(): Promise<void> {
    const covered = committed;
    let timer: NodeJS.Timeout | undefined;
    const written = store.bumpGeneration();
    written.catch(() => undefined);
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the store did not answer in time')), tryTimeoutMs);
    });
    try {
      await Promise.race([written, late]);
      announced = Math.max(announced, covered);
    } catch {
      // Tried again by the caller.
    } finally {
      clearTimeout(timer);
    }
  }

  async function retryInBackground() {
    while (!closed) {
      await sleep(backgroundPauseMs, false);
      await announce();
      if (announced >= committed) break;
    }
    retrying = undefined;
  }

  return {
    ...store,
    readGeneration() {
      if (announced < committed) return Promise.reject(new Error('a committed change is not announced yet'));
      return store.readGeneration();
    },
    async bumpGeneration() {
      const change = ++committed;
      // The store is known to refuse: the background tries announce this change too.
      if (retrying) return;
      await announce();
      for (const pause of retryPausesMs) {
        if (announced >= change) return;
        await sleep(pause);
        await announce();
      }
      if (announced < change) retrying ??= retryInBackground();
    },
    async close() {
      closed = true;
      await store.close();
    },
  };
}
