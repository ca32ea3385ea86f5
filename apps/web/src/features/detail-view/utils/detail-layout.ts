/** SPEC.md §9: detail panels hold at most 10 columns of fields, 350 px each (320 px inner). */
export const maxFieldColumns = 10;
export const fieldColumnPx = 320;
export const fieldColumnGapPx = 30;
/** A list panel is one column wide. */
export const listPanelPx = 350;
/** SPEC.md §9: the wheel moves the row of panels 30 px a step. */
export const wheelStepPx = 30;
/** SPEC.md §9: panels fade in one after another, 100 ms apart, after 200 ms. */
export const panelFadeStepMs = 100;
export const panelFadeStartMs = 200;

const fieldRowGapPx = 12;
/** What one field takes in height: label and value, and a card's padding. */
export const fieldHeightPx = { default: 46, card: 66 } as const;

/**
 * The grid of a basic panel's fields: as many rows as fit the height available, then as many
 * columns as the fields need, never more than 10 (the panel then scrolls down instead).
 */
export function basicPanelLayout(fieldCount: number, fieldHeight: number, availableHeight: number) {
  if (fieldCount <= 0) return { rows: 1, columns: 1 };
  const rowsThatFit = Math.max(
    1,
    Math.floor((availableHeight + fieldRowGapPx) / (fieldHeight + fieldRowGapPx)),
  );
  const columns = Math.min(maxFieldColumns, Math.ceil(fieldCount / rowsThatFit));
  return { rows: Math.ceil(fieldCount / columns), columns };
}

/** The width of a basic panel's field grid in px. */
export const fieldGridWidth = (columns: number) => columns * fieldColumnPx + (columns - 1) * fieldColumnGapPx;
