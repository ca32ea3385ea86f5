import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type FingerprintTraits, fingerprintSource, hashFingerprint } from './fingerprint';

const traits: FingerprintTraits = {
  userAgent: 'Mozilla/5.0 Test',
  platform: 'Linux x86_64',
  language: 'en-GB',
  screenWidth: 1440,
  screenHeight: 900,
  colorDepth: 24,
  hardwareConcurrency: 8,
  timezoneOffset: -60,
  pluginNames: ['PDF Viewer', 'Chrome PDF Viewer'],
};

describe('login fingerprint', () => {
  it('combines every trait SPEC.md names, in a fixed order', () => {
    expect(fingerprintSource(traits)).toBe(
      'Mozilla/5.0 Test|Linux x86_64|en-GB|1440|900|24|8|-60|PDF Viewer,Chrome PDF Viewer',
    );
  });

  it('changes when any single trait changes', () => {
    const base = fingerprintSource(traits);
    expect(fingerprintSource({ ...traits, screenWidth: 390 })).not.toBe(base);
    expect(fingerprintSource({ ...traits, timezoneOffset: 0 })).not.toBe(base);
    expect(fingerprintSource({ ...traits, pluginNames: [] })).not.toBe(base);
  });

  it('is the SHA-256 hex digest of the source', async () => {
    const source = fingerprintSource(traits);
    const expected = createHash('sha256').update(source).digest('hex');
    expect(await hashFingerprint(source)).toBe(expected);
  });

  it('falls back to base64 when hashing is unavailable', async () => {
    expect(await hashFingerprint('héllo', null)).toBe(Buffer.from('héllo').toString('base64'));
  });

  it('keeps the base64 fallback within the 512 characters the login accepts', async () => {
    expect((await hashFingerprint('x'.repeat(2000), null)).length).toBe(512);
  });
});
