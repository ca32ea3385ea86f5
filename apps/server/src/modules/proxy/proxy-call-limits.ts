import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';

export type ProxyCallLimits = {
  /** Runs one data call of the user, or refuses it with 429 past either limit. */
  run<T>(userId: string, work: () => Promise<T>): Promise<T>;
};

type Window = { startedAt: number; count: number };
const minute = 60_000;

/**
 * One user cannot tie up the proxy for everyone: a cap on the calls they have running and on their
 * calls per minute. Both are counted in this instance, so the hot path never waits on the network;
 * cached answers count too, being cheap but not free.
 */
export function createProxyCallLimits(
  limits: { perMinute: number; inFlight: number },
  now: () => number = Date.now,
): ProxyCallLimits {
  const running = new Map<string, number>();
  const windows = new Map<string, Window>();
  let sweptAt = now();

  function countCall(userId: string): number {
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
  }

  return {
    async run(userId, work) {
      const count = running.get(userId) ?? 0;
      if (count >= limits.inFlight) throw new AppError('rate_limited', messages.proxyTooManyInFlight);
      if (countCall(userId) > limits.perMinute) {
        throw new AppError('rate_limited', messages.proxyTooManyPerMinute);
      }
      running.set(userId, count + 1);
      try {
        return await work();
      } finally {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      }
    },
  };
}
