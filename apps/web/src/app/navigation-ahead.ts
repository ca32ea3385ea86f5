import type { View } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { prefetchMain } from '../features/detail-view/api/fetch-dataset';
import type { PageVars } from '../features/detail-view/engine/resolve-request';
import { viewQueryOptions } from '../lib/api/views';
import type { NavigationMoment } from '../lib/navigation-ahead';
import { queryKeys } from '../lib/query-keys';
import { viewReadForThisVisitMs } from '../lib/view-freshness';

/** The page's vars as the detail page will read them; nothing when they are not a JSON object. */
function varsOf(raw: string | null): PageVars | undefined {
  try {
    const parsed: unknown = JSON.parse(raw ?? '');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as PageVars)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a detail page needs before it can show anything, asked for before its link is followed: its
 * screen's code and its view as soon as the link is on screen or pointed at, and its main record the
 * moment the link is pressed, under the key its dataset engine asks with (it joins the call, DESIGN.md
 * §6c: the call names its page and dataset as the page's own would). The detail page then starts
 * from the view already read, while its code runs, instead of after it.
 */
export function navigationAhead(queryClient: QueryClient, preloadDetailScreen: () => Promise<unknown>) {
  return (href: string, moment: NavigationMoment) => {
    // Only its path and query are read; a relative link needs some origin to be parsed against.
    const url = new URL(href, 'http://portal.invalid');
    const uuid = matchPath(paths.detailView.path, url.pathname)?.params.uuid;
    if (!uuid) return;
    preloadDetailScreen().catch(() => {});
    // The page starts from the view it finds, and reads it again only when that read is older than
    // this visit (lib/view-freshness); so does this.
    const cached = queryClient.getQueryData<View>(queryKeys.views.detail(uuid));
    const view = queryClient.fetchQuery({ ...viewQueryOptions(uuid), staleTime: viewReadForThisVisitMs });
    // A view this user cannot read: the page asks again itself and says so.
    view.catch(() => {});
    const vars = moment === 'intent' ? varsOf(url.searchParams.get('vars')) : undefined;
    if (!vars) return;
    if (cached) prefetchMain(queryClient, cached, vars);
    else
      view.then(
        (found) => prefetchMain(queryClient, found, vars),
        () => {},
      );
  };
}
