import type { PageOverview } from '@portal/contracts';
import { foldText } from '../../../lib/fold-text';

/** The pages whose name, type, groups, linking pages or last author hold every word of the search. */
export function filterPages(pages: PageOverview[], search: string): PageOverview[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return pages;
  return pages.filter((page) => {
    const text = foldText(
      [
        page.name,
        page.type,
        ...page.groups.map((group) => group.name),
        ...page.linkedFrom.map((linking) => linking.name),
        page.updatedBy ? `${page.updatedBy.firstName} ${page.updatedBy.lastName}` : '',
      ].join('\n'),
    );
    return words.every((word) => text.includes(word));
  });
}
