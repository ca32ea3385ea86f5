import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('ignores case and accents', () => {
    expect(foldText('Zürich')).toBe('zurich');
    expect(foldText('ÉLODIE Müller-Çelik')).toBe('elodie muller-celik');
  });
});
