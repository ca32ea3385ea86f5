/**
 * The one CSV rule of the portal, for every file it writes (the search page's Export CSV on the
 * server, the audit log's download in the browser): RFC 4180 quoting, and OWASP's defence against
 * formula injection (docs/DECISIONS.md). A spreadsheet runs a cell that starts with `=`, `+`, `-` or
 * `@` (or a tab or carriage return before one) as a formula, so such a text cell is written with a
 * `'` first, which spreadsheets show as text; a value that is a plain number (negative ones
 * included, as a number or as the text of one) is written as it is and stays a number.
 */

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A text as a cell: neutralised when a spreadsheet would run it, quoted when it must be. */
function textCell(text: string): string {
  const safe = formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * One cell, the value as it came: text (neutralised), numbers and booleans as JSON writes them,
 * nothing for null, an object or list as its JSON.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return textCell(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** One record: its cells joined by commas, ended by CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The start of every file: a BOM, so that spreadsheets read it as UTF-8. */
export const csvByteOrderMark = '\uFEFF';
