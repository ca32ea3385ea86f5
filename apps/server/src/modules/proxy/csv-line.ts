/**
 * One cell as RFC 4180 writes it, the value as the upstream gave it: text as it is, numbers and
 * booleans as JSON writes them, nothing for null, an object or list as its JSON. A cell holding a
 * comma, a quote or a line break is quoted, its quotes doubled. No formula neutralising: see
 * docs/DECISIONS.md.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record: its cells joined by commas, ended by CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
