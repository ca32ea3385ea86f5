import { describe, expect, it } from 'vitest';
import { withReliableGeneration } from './reliable-generation.ts';
import { createMemoryStore, type SharedStore } from './shared-store.ts';

/** A store whose generation writes fail `failures` times, then succeed (or wait for `gate`). */
function refusingStore(failures: number) {
  const memory = createMemoryStore();
  const state = { failures, tries: 0, gate: undefined as Promise<void> | undefined };
  const store: SharedStore = {
    ...memory,
    async bumpGeneration(accountId) {
      state.tries += 1;
      if (state.gate) await state.gate;
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error('READONLY You cannot write against a read only replica.');
      }
      await memory.bumpGeneration(accountId);
    },
  };
  return { store, memory, state };
}

const fast = { retryPausesMs: [1, 1, 1], backgroundPauseMs: 20, tryTimeoutMs: 100 };
const readable = async (store: SharedStore) =>
  Promise.resolve(store.readGeneration()).then(
    (generation) => generation.now,
    () => 'refused' as const,
  );
const until = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('announcing a committed change through a store that refuses writes', () => {
  it('tries again while the request waits, and announces it once the store takes it', async () => {
    const { store, memory, state } = refusingStore(2);
    const reliable = withReliableGeneration(store, fast);
    await reliable.bumpGeneration();
    expect(state.tries).toBe(3);
    expect((await memory.readGeneration()).now).toBe(1);
    expect(await readable(reliable)).toBe(1);
  });

  it('keeps trying after the request went on, and meanwhile vouches for no copy here', async () => {
    const { store, memory, state } = refusingStore(6);
    const reliable = withReliableGeneration(store, fast);
    await reliable.bumpGeneration();
    expect(state.tries).toBe(4);
    // Other instances still read the old generation; this one refuses to read any until it is written.
    expect((await memory.readGeneration()).now).toBe(0);
    expect(await readable(reliable)).toBe('refused');
    // A change committed meanwhile waits for the same tries rather than its own.
    await reliable.bumpGeneration();
    expect(state.tries).toBe(4);
    await until(async () => (await readable(reliable)) !== 'refused');
    expect((await memory.readGeneration()).now).toBe(1);
    expect(state.tries).toBe(7);
  });

  it('does not keep the request waiting on a store that holds its writes (a client reconnecting)', async () => {
    const { store, memory, state } = refusingStore(0);
    state.gate = new Promise<void>(() => {});
    const reliable = withReliableGeneration(store, { ...fast, tryTimeoutMs: 30 });
    const started = Date.now();
    await reliable.bumpGeneration();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(state.tries).toBe(4);
    expect(await readable(reliable)).toBe('refused');
    state.gate = undefined;
    await until(async () => (await readable(reliable)) !== 'refused');
    expect((await memory.readGeneration()).now).toBeGreaterThanOrEqual(1);
  });

  it('writes again for a change committed while a write was on its way', async () => {
    const { store, memory, state } = refusingStore(4);
    const reliable = withReliableGeneration(store, { ...fast, backgroundPauseMs: 200 });
    await reliable.bumpGeneration();
    // The next background try is held on its way to the store; a change commits meanwhile.
    let open = () => {};
    state.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await until(async () => state.tries === 5);
    await reliable.bumpGeneration();
    state.gate = undefined;
    open();
    await until(async () => (await memory.readGeneration()).now === 1);
    // That write was sent before the second change: not enough to vouch for copies.
    expect(await readable(reliable)).toBe('refused');
    await until(async () => (await readable(reliable)) !== 'refused');
    expect((await memory.readGeneration()).now).toBe(2);
  });

  it("writes an account's change for that account while the request waits, and as every account's in the background", async () => {
    const [mine, theirs] = ['account-a', 'account-b'];
    const { store, memory } = refusingStore(0);
    const reliable = withReliableGeneration(store, fast);
    const stamp = (await memory.readGeneration(theirs)).now;
    await reliable.bumpGeneration(mine);
    expect((await memory.readGeneration(theirs)).since).toBeLessThanOrEqual(stamp);
    expect((await memory.readGeneration(mine)).since).toBeGreaterThan(stamp);

    const refusing = refusingStore(5);
    const later = withReliableGeneration(refusing.store, fast);
    const before = (await refusing.memory.readGeneration(theirs)).now;
    await later.bumpGeneration(mine);
    await until(async () => (await readable(later)) !== 'refused');
    // Whose change it was is not kept past the request: every account's copies go.
    expect((await refusing.memory.readGeneration(theirs)).since).toBeGreaterThan(before);
  });
});
