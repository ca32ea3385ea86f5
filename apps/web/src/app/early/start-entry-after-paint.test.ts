// @vitest-environment jsdom
import { firstScreenMarks } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEntryAfterPaint } from './start-entry-after-paint';

const entries = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type=module]')];

function preloadEntry() {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = '/assets/index-1.js';
  link.id = firstScreenMarks.entry;
  document.head.append(link);
}

describe("starting the app's entry on a page drawn by the server", () => {
  afterEach(() => {
    document.head.replaceChildren();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the page to be parsed and a frame to be painted, then runs the preloaded entry once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startEntryAfterPaint();
    // The preload is parsed after this async script ran: it is looked up once the page is parsed.
    preloadEntry();
    vi.runAllTimers();
    expect(entries()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entries()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(entries()).toEqual([]);
    vi.runAllTimers();
    expect(entries().map((script) => new URL(script.src).pathname)).toEqual(['/assets/index-1.js']);
    expect(entries()[0].crossOrigin).toBe('');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.runAllTimers();
    expect(entries()).toHaveLength(1);
  });

  it('starts after the next frame when the page was parsed before this script ran', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    preloadEntry();
    startEntryAfterPaint();
    expect(entries()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(entries()).toHaveLength(1);
  });

  it('starts nothing on a page whose entry is not held back', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    startEntryAfterPaint();
    vi.runAllTimers();
    expect(entries()).toEqual([]);
  });
});
