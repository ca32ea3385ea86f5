import type { ViewSummary } from '@portal/contracts';
import { paths } from '../../../config/paths';

/** Where a page opens: a search page by its address, a detail page by its own. */
export function pageHref(page: Pick<ViewSummary, 'uuid' | 'type'>): string {
  return page.type === 'search' ? paths.searchView.getHref(page.uuid) : paths.detailView.getHref(page.uuid);
}
