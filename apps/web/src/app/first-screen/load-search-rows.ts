import type { FirstScreenProxyAnswer, FirstScreenRequest, SearchView } from '@portal/contracts';
import { searchPageRequest } from '../../features/search-view/api/fetch-search-page';
import { searchRowsQueryKey } from '../../features/search-view/api/search-rows-options';
import { withPage } from '../../features/search-view/utils/build-proxy-params';
import { firstSearchParams } from '../../features/search-view/utils/initial-view-state';
import { decodeSearchParam, searchParamName } from '../../features/search-view/utils/search-param';
import type { ListPage } from '../../lib/list-paging';
import { type Keep, type KeepRefusal, type Loading, settled, shownInstead } from './first-screen-data';

/**
 * A search page's first rows: the call its screen makes first (the same body and key), made as the
 * user; kept when the proxy answers a list, as the screen would read it, or when it asks the person
 * to connect to the data server first (the page offers that in place of the rows). Anything else,
 * and an address whose search entries do not read, is left to the browser, which says so. Whole
 * when the screen has what it shows (the rows or the refusal) within the wait; an answer still
 * coming then is kept if it comes before `hold` is over.
 */
export async function loadSearchRows(
  request: FirstScreenRequest,
  view: SearchView,
  address: URLSearchParams,
  keeper: { keep: Keep; keepRefusal: KeepRefusal },
  deadline: Promise<void>,
  hold: () => Promise<void>,
): Promise<Loading> {
  if (decodeSearchParam(address.get(searchParamName)) === undefined) return settled(false);
  const params = firstSearchParams(view, address);
  const body = searchPageRequest(view.uuid, view.metadata.endpoint, withPage(params, 0));
  const key = searchRowsQueryKey(view.uuid, view.metadata.endpoint, params);
  /** Keeps what the screen shows; false when the browser must ask. */
  const keepAnswer = (answer: FirstScreenProxyAnswer | undefined) => {
    if (answer && !answer.ok && shownInstead(answer)) {
      keeper.keepRefusal(key, answer);
      return true;
    }
    if (!answer?.ok) return false;
    const { reply } = answer;
    const page = reply.data as ListPage | undefined;
    if (reply.status !== 200 || !page || !Array.isArray(page.value)) return false;
    keeper.keep(key, { pages: [page], pageParams: [0] });
    return true;
  };
  const call = request.sources.callProxy(body).catch(() => undefined);
  const early = await Promise.race([call.then((answer) => ({ answer })), deadline.then(() => undefined)]);
  if (early) return settled(keepAnswer(early.answer));
  let open = true;
  const rest = Promise.race([
    call.then((answer) => open && keepAnswer(answer)),
    hold().then(() => {
      open = false;
      return false;
    }),
  ]);
  return { whole: false, rest };
}
