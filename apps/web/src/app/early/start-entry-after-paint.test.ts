// @vitest-environment jsdom
import { firstScreenMarks } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEntryAfterPaint } from './start-entry-after-paint';

const entries = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type=module]')];

function nameEntry() {
  const meta = document.createElement('meta');
  meta.name = firstScreenMarks.entry;
  meta.content = '/assets/index-1.js';
  document.head.append(meta);
}

describe("starting the app's entry on a page drawn by the server", () => {
  afterEach(() => {
    document.head.replaceChildren();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("waits for the page to be parsed and a frame to be painted, then asks for the screen's code and runs the entry once", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const askForCode = vi.fn(() => expect(entries()).toEqual([]));
    startEntryAfterPaint(askForCode);
    // The entry's mark is parsed after this async script ran: it is looked up once the page is parsed.
    nameEntry();
    vi.runAllTimers();
    expect(entries()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entries()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(entries()).toEqual([]);
    expect(askForCode).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(askForCode).toHaveBeenCalledTimes(1);
    expect(entries().map((script) => new URL(script.src).pathname)).toEqual(['/assets/index-1.js']);
    expect(entries()[0].crossOrigin).toBe('');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.runAllTimers();
    expect(entries()).toHaveLength(1);
    expect(askForCode).toHaveBeenCalledTimes(1);
  });

  it('starts after the next frame when the page was parsed before this script ran', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    nameEntry();
    startEntryAfterPaint(() => {});
    expect(entries()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(entries()).toHaveLength(1);
  });

  it('starts nothing, and asks for nothing, on a page whose entry is not held back', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const askForCode = vi.fn();
    startEntryAfterPaint(askForCode);
    vi.runAllTimers();
    expect(entries()).toEqual([]);
    expect(askForCode).not.toHaveBeenCalled();
  });
});
