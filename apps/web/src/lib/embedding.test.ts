import { describe, expect, it } from 'vitest';
import { embeddingMode } from './embedding';

const withEmbed = (embed: number) => ({ settings: { addons: { embed } } });

describe('embedding rule', () => {
  it('runs normally in a top-level window whatever the settings', () => {
    expect(embeddingMode(false, withEmbed(0))).toBe('none');
  });

  it('blocks a framed user whose settings do not allow embedding', () => {
    expect(embeddingMode(true, withEmbed(0))).toBe('blocked');
  });

  it('runs embedded when settings.addons.embed is 1', () => {
    expect(embeddingMode(true, withEmbed(1))).toBe('embedded');
  });

  it('does not block a framed visitor who is not signed in', () => {
    expect(embeddingMode(true, null)).toBe('embedded');
  });
});
