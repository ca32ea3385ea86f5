import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, including non-ASCII text', () => {
    const text = JSON.stringify({ password: 'pässwörd "quoted" 🔑' });
    expect(box.open(box.seal(text, 'server:1'), 'server:1')).toBe(text);
  });

  it('seals the same text differently every time and never in clear', () => {
    const first = box.seal('Known-Secret', 'server:1');
    const second = box.seal('Known-Secret', 'server:1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('Known-Secret');
    expect(Buffer.from(first.split('.')[3], 'base64url').toString('utf8')).not.toContain('Known');
  });

  it('refuses a sealed value opened for another context', () => {
    expect(() => box.open(box.seal('Known-Secret', 'server:1'), 'server:2')).toThrow();
  });

  it('refuses a changed sealed value', () => {
    const [version, nonce, tag, body] = box.seal('Known-Secret', 'server:1').split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() =>
      box.open([version, nonce, tag, flipped.toString('base64url')].join('.'), 'server:1'),
    ).toThrow();
    expect(() => box.open('not sealed at all', 'server:1')).toThrow('Unreadable sealed value');
  });

  it('refuses a value sealed under another key', () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => box.open(other.seal('Known-Secret', 'server:1'), 'server:1')).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('32 bytes');
  });

  it('derives the same purpose key from the same application key, and another for another purpose', () => {
    const key = randomBytes(32);
    const derived = createSecretBox(key).derive('proxy-cache-key');
    expect(derived).toHaveLength(32);
    expect(createSecretBox(Buffer.from(key)).derive('proxy-cache-key').equals(derived)).toBe(true);
    expect(createSecretBox(key).derive('other').equals(derived)).toBe(false);
    expect(derived.equals(key)).toBe(false);
  });
});
