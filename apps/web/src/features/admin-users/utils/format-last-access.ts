/** The Last Access column: the date and time of the last request, or 'Never' before the first sign-in. */
export function formatLastAccess(lastAccess: number | null, locale?: string): string {
  if (lastAccess === null) return 'Never';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(lastAccess);
}
