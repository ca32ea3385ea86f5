import { describe, expect, it } from 'vitest';
import { accepts } from './built-assets.ts';

describe('reading Accept-Encoding', () => {
  it('accepts a coding named, with or without a weight, and not one weighted 0 or absent', () => {
    expect(accepts('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(accepts('br;q=0.5, gzip', 'br')).toBe(true);
    expect(accepts('gzip, br;q=0', 'br')).toBe(false);
    expect(accepts('gzip', 'br')).toBe(false);
    expect(accepts('x-brotli', 'br')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
    expect(accepts(' GZIP ;q=1', 'gzip')).toBe(true);
  });
});
