import { describe, expect, it } from 'vitest';
import { loginDelayMs, loginThrottle } from './login-throttle.ts';

describe('the wait after failed sign-ins', () => {
  const { freePerAddress: free, freePerAccount, firstDelayMs, maxDelayMs } = loginThrottle;

  it('is none within the free failures of an address and of the account', () => {
    expect(loginDelayMs(free - 1, free - 1)).toBe(0);
    expect(loginDelayMs(1, freePerAccount - 1)).toBe(0);
  });

  it('starts at the last free failure and doubles with each further one, up to the cap', () => {
    expect(loginDelayMs(free, free)).toBe(firstDelayMs);
    expect(loginDelayMs(free + 1, free + 1)).toBe(2 * firstDelayMs);
    expect(loginDelayMs(free + 3, free + 3)).toBe(8 * firstDelayMs);
    expect(loginDelayMs(free + 100, free + 100)).toBe(maxDelayMs);
  });

  it('grows with the failures of the whole account, for an address that failed too', () => {
    expect(loginDelayMs(1, freePerAccount)).toBe(firstDelayMs);
    expect(loginDelayMs(1, freePerAccount + 2)).toBe(4 * firstDelayMs);
    expect(loginDelayMs(0, freePerAccount + 2)).toBe(0);
  });
});
