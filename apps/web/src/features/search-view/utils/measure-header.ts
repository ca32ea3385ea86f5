// The header's text style (results-table.module.css .sortButton): 600 weight at 0.875rem; the sort mark
// (14 px), the gap (4 px) and the padding (2 × 12 px) come on top.
const extraPx = 14 + 4 + 24 + 2;
let context: CanvasRenderingContext2D | null | undefined;

/** How wide a header must be to show its whole label, in rem; measured with the page's own font. */
export function measureHeaderRem(label: string): number {
  if (context === undefined) {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (context) context.font = `600 14px ${getComputedStyle(document.body).fontFamily}`;
  }
  return context ? (context.measureText(label).width + extraPx) / 16 : estimateHeaderRem(label);
}

/** The same without a font to measure with (the server's render): an average letter's width. */
export function estimateHeaderRem(label: string): number {
  return (label.length * 8.5 + extraPx) / 16;
}
