/**
 * The file name the server gave in Content-Disposition (RFC 6266): the UTF-8 `filename*` when
 * there is one, else the plain `filename`, else `fallback`. Path separators never survive.
 */
export function exportFileName(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded);
    } catch {
      name = undefined;
    }
  }
  name ??= disposition?.match(/filename="([^"]*)"/i)?.[1];
  const safe = name?.replace(/[\\/]/g, ' ').trim();
  return safe || fallback;
}
