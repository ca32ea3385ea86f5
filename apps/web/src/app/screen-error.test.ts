import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure } from './screen-error';

describe('telling a screen that failed to download from one that failed to render', () => {
  it('recognises the failed dynamic imports of Chromium, Firefox and Safari', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://portal.example/assets/admin-home-x.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
    ]) {
      expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadFailure(new Error("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch')).toBe(false);
  });
});
