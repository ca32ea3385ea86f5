import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import type { SharedStore } from '../../shared-store/shared-store.ts';

export type ProxyCallLimits = {
  /** Runs one data call of the user, or refuses it with 429 past either limit. */
  run<T>(userId: string, work: () => Promise<T>): Promise<T>;
  /** Counts one more upstream request of a call under way against the minute's limit (429 past it). */
  countExtra(userId: string): Promise<void>;
};

type Window = { startedAt: number; count: number };
const minute = 60_000;

/** Counts a user's calls of the current minute in this instance only: the fallback while the store fails. */
function createLocalCounter(now: () => number) {
  const windows = new Map<string, Window>();
  let sweptAt = now();
  return (userId: string): number => {
    const time = now();
    if (time - sweptAt > minute) {
      for (const [user, window] of windows) if (time - window.startedAt >= minute) windows.delete(user);
      sweptAt = time;
    }
    const window = windows.get(userId);
    if (!window || time - window.startedAt >= minute) {
      windows.set(userId, { startedAt: time, count: 1 });
      return 1;
    }
    window.count += 1;
    return window.count;
  };
}

/**
 * One user cannot tie up the proxy for everyone: a cap on the calls they have running and on their
 * calls per minute; cached answers count too, being cheap but not free. The calls per minute are
 * counted in the shared store, so the limit holds across instances (in this process without
 * Redis; a store that does not answer falls back to counting here). The calls running are counted
 * per instance: the cap protects this instance's connections and memory, and a count kept in Redis
 * would outlive an instance that stopped in the middle of a call.
 */
export function createProxyCallLimits(
  limits: { perMinute: number; inFlight: number },
  store: Pick<SharedStore, 'hit'>,
  now: () => number = Date.now,
): ProxyCallLimits {
  const running = new Map<string, number>();
  const countHere = createLocalCounter(now);

  const release = (userId: string) => {
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  };

  const countCall = async (userId: string) => {
    const calls = await store.hit(`proxy-calls:${userId}`, minute).catch(() => countHere(userId));
    if (calls > limits.perMinute) throw new AppError('rate_limited', messages.proxyTooManyPerMinute);
  };

  return {
    countExtra: countCall,
    async run(userId, work) {
      const count = running.get(userId) ?? 0;
      if (count >= limits.inFlight) throw new AppError('rate_limited', messages.proxyTooManyInFlight);
      // Taken before the count is read, so that calls arriving together cannot all pass the cap.
      running.set(userId, count + 1);
      try {
        await countCall(userId);
        return await work();
      } finally {
        release(userId);
      }
    },
  };
}
