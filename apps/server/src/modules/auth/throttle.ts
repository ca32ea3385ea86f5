import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import type { SharedStore } from '../../shared-store/shared-store.ts';

export type Limit = { max: number; windowMs: number };

/**
 * Counts one attempt under key (shared by every instance through the store) and refuses with 429
 * once more than max attempts fell into the window.
 */
export async function throttle(
  store: SharedStore,
  key: string,
  limit: Limit,
  onRefused?: () => Promise<void>,
): Promise<void> {
  const count = await store.hit(key, limit.windowMs);
  if (count <= limit.max) return;
  await onRefused?.();
  throw new AppError('rate_limited', messages.tooManyRequests);
}

/** Counts one attempt and tells whether it is still within the limit, for answers that must not change. */
export async function withinLimit(store: SharedStore, key: string, limit: Limit): Promise<boolean> {
  return (await store.hit(key, limit.windowMs)) <= limit.max;
}
