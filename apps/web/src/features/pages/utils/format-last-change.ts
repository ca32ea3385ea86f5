import type { PageOverview } from '@portal/contracts';

/** "12 Mar 2025, 14:05 by Ada Lovelace"; the author is left out when not known. */
export function formatLastChange(
  page: Pick<PageOverview, 'updatedAt' | 'updatedBy'>,
  locale?: string,
): string {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    page.updatedAt,
  );
  const who = page.updatedBy ? ` by ${page.updatedBy.firstName} ${page.updatedBy.lastName}`.trimEnd() : '';
  return `${when}${who}`;
}
