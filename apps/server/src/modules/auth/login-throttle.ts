import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import type { SharedStore } from '../../shared-store/shared-store.ts';

const minute = 60_000;

/**
 * Failed sign-ins are counted per account and client address, and per account. Past the free
 * failures an address waits before its next try, twice as long after each further failure. An
 * address that has not been failing is never made to wait, so nobody can lock the owner out.
 */
export const loginThrottle = {
  /** Failures an address may make on one account before it waits. */
  freePerAddress: 5,
  /** Failures an account may see from everywhere before every failing address waits. */
  freePerAccount: 20,
  firstDelayMs: 1000,
  maxDelayMs: 15 * minute,
  /** How long failures are remembered. */
  windowMs: 60 * minute,
} as const;

/** How long an address waits after its latest failure on an account. */
export function loginDelayMs(addressFailures: number, accountFailures: number): number {
  const { freePerAddress, freePerAccount, firstDelayMs, maxDelayMs } = loginThrottle;
  const over = Math.max(addressFailures - freePerAddress, accountFailures - freePerAccount) + 1;
  if (addressFailures === 0 || over <= 0) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(over - 1, 30));
}

const keys = (email: string, client: string) => ({
  address: `login-failures:${email}:${client}`,
  account: `login-failures:${email}`,
  wait: `login-wait:${email}:${client}`,
});

export class LoginWait extends AppError {
  readonly retryAfterSeconds: number;
  constructor(ms: number) {
    super('rate_limited', messages.tooManyRequests);
    this.retryAfterSeconds = Math.ceil(ms / 1000);
  }
}

/** Refuses, before the password is looked at, while this address must wait for this account. */
export async function refuseWhileWaiting(store: SharedStore, email: string, client: string): Promise<void> {
  const left = await store.blockedFor(keys(email, client).wait);
  if (left > 0) throw new LoginWait(left);
}

export async function recordLoginFailure(store: SharedStore, email: string, client: string): Promise<void> {
  const key = keys(email, client);
  const address = await store.hit(key.address, loginThrottle.windowMs);
  const account = await store.hit(key.account, loginThrottle.windowMs);
  const delay = loginDelayMs(address, account);
  if (delay > 0) await store.block(key.wait, delay);
}

/** A success clears this address's failures only: the account may still be under attack elsewhere. */
export async function clearLoginFailures(store: SharedStore, email: string, client: string): Promise<void> {
  const key = keys(email, client);
  await store.reset(key.address);
  await store.block(key.wait, 0);
}
