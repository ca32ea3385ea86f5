/** RFC 5987 attr-char: what a filename* value may hold unencoded. */
const encodeAttribute = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition of an export (RFC 6266): the view's name and the day, `filename*` in
 * UTF-8 for browsers, and a plain ASCII `filename` for the rest. Nothing of the name can end the
 * header or leave the folder the file is saved in.
 */
export function exportDisposition(viewName: string, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  const base =
    viewName
      .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'export';
  const name = `${base} ${day}.csv`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeAttribute(name)}`;
}
