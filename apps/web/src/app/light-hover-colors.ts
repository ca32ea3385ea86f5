import type { MantineColorsTuple } from '@mantine/core';

function channels(hex: string): number[] {
  const digits = hex.replace('#', '');
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16));
}

function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((value) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG's contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

function mix(from: string, to: string, share: number): string {
  const start = channels(from);
  const end = channels(to);
  return `#${start
    .map((value, index) => Math.round(value + (end[index] - value) * share))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The hover background of a light button. Mantine darkens it to shade 2, under which the shade-9
 * label falls below WCAG AA (brand teal: 3.9:1); this goes from shade 1 towards shade 2 only as far
 * as the label keeps 4.5:1, so a hovered button still reads.
 */
export function lightHoverColor(shades: MantineColorsTuple): string {
  for (let share = 1; share > 0; share -= 0.1) {
    const candidate = mix(shades[1], shades[2], share);
    if (contrastRatio(shades[9], candidate) >= 4.5) return candidate;
  }
  return shades[1];
}
