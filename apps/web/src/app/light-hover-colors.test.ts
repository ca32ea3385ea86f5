import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, lightHoverColor } from './light-hover-colors';
import { theme } from './theme';

describe('the hover background of light buttons', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#01696a', '#9ed3d4')).toBeCloseTo(3.94, 2);
  });

  it('keeps the label at 4.5:1 or more when hovered, for every colour that has it at rest', () => {
    const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, MantineColorsTuple>;
    for (const [name, shades] of Object.entries(colors)) {
      const atRest = contrastRatio(shades[9], shades[1]);
      const hovered = contrastRatio(shades[9], lightHoverColor(shades));
      expect(hovered, name).toBeGreaterThanOrEqual(Math.min(atRest, 4.5));
    }
  });

  it('still differs from the resting background where the colour allows it', () => {
    const brand = theme.colors?.brand as MantineColorsTuple;
    expect(lightHoverColor(brand)).not.toBe(brand[1]);
  });
});
