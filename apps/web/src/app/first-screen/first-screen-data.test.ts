import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressingWait, progressingWaitTimes } from './first-screen-data';

describe('the wait of a detail page drawn by the server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const overAfter = async (wait: { deadline: Promise<void> }) => {
    let over = false;
    void wait.deadline.then(() => {
      over = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    return () => over;
  };

  it('is over once the wait passes without an answer', async () => {
    const wait = progressingWait(600);
    const over = await overAfter(wait);
    await vi.advanceTimersByTimeAsync(599);
    expect(over()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(over()).toBe(true);
  });

  it('goes on while answers keep coming, each within the wait of the one before', async () => {
    const wait = progressingWait(600);
    const over = await overAfter(wait);
    for (let level = 0; level < 2; level += 1) {
      await vi.advanceTimersByTimeAsync(500);
      wait.progressed();
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(over()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(over()).toBe(true);
  });

  it(`holds the page ${progressingWaitTimes} times the wait at most, however steadily answers come`, async () => {
    const wait = progressingWait(600);
    const over = await overAfter(wait);
    for (let elapsed = 0; elapsed < progressingWaitTimes * 600 - 100; elapsed += 100) {
      await vi.advanceTimersByTimeAsync(100);
      wait.progressed();
    }
    expect(over()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(over()).toBe(true);
  });

  it('sends the frame at once when the wait is none', async () => {
    const over = await overAfter(progressingWait(0));
    expect(over()).toBe(true);
  });
});
