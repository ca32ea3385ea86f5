/** Text as a search compares it: lower case, accents dropped ('Zürich' and 'zurich' match). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
