import type { DetailView, FirstScreenRequest } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  cachedDatasetAnswer,
  datasetAnswerParams,
  datasetCallBody,
  datasetQueryKey,
  listPageParams,
  listQueryKey,
  readDatasetReply,
  readListPage,
} from '../../features/detail-view/api/fetch-dataset';
import { DatasetEngine } from '../../features/detail-view/engine/dataset-engine';
import type { DatasetRequest } from '../../features/detail-view/engine/resolve-request';
import { parseVars } from '../../features/detail-view/utils/parse-vars';
import { refusalError } from '../../lib/refused-query';
import { type Keep, type KeepRefusal, type Loading, settled, shownInstead } from './first-screen-data';

/** The address's vars as the page reads them; undefined when they do not read (the browser says so). */
function varsOf(address: URLSearchParams) {
  const raw = address.get('vars');
  if (raw === null || raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parseVars(raw);
  } catch {
    // Left to the browser.
  }
  return undefined;
}

/**
 * A detail page's datasets as its engine loads them in the browser (main, then what depends on it,
 * siblings at once, and each list's first page), each call made as the user with the body the page
 * sends, until all have come or the wait is over (each answer extends it: first-screen-data). A call
 * the proxy refuses or that fails is left to the browser, which asks it again and shows the failure
 * as it would: the first render shows that
 * dataset loading, as the browser's first render will. A call that asks the person to connect to its
 * data server first is shown so at once ('Connect to {server}'). Whole when every dataset settled
 * within the wait (nothing is left for the browser to ask); otherwise the answers still coming are
 * kept until every dataset has settled or `hold` is over (the rest).
 */
export async function loadDetailDatasets(
  request: FirstScreenRequest,
  view: DetailView,
  address: URLSearchParams,
  client: QueryClient,
  keeper: { keep: Keep; keepRefusal: KeepRefusal },
  wait: { deadline: Promise<void>; progressed: () => void },
  hold: () => Promise<void>,
): Promise<Loading> {
  const vars = varsOf(address);
  if (!vars) return settled(false);
  let running = 0;
  let closed = false;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  // A dataset's answer starts what depends on it in the same turn: counted once that turn is over.
  const settleLater = () => setTimeout(() => running === 0 && done(), 0);
  /** A refusal the page shows in the dataset's place ('Connect to {server}'): kept, and its failure. */
  class ShownRefusal extends Error {
    readonly error: unknown;
    constructor(error: unknown) {
      super('shown');
      this.error = error;
    }
  }
  const call = async (key: readonly unknown[], body: ReturnType<typeof datasetCallBody>) => {
    const answer = await request.sources.callProxy(body);
    if (answer.ok) return readDatasetReply(answer.reply);
    if (!shownInstead(answer)) throw new Error('refused');
    if (!closed) keeper.keepRefusal(key, answer);
    throw new ShownRefusal(refusalError(answer));
  };
  /**
   * Runs one call; on a failure the dataset waits (never settles here), unless the page shows the
   * refusal in its place. Past the hold, answers no longer go into the page, but the engine goes on
   * asking what depends on them: the browser's own calls then find them answered or in flight (the
   * proxy's cache and single flight), instead of starting each level only once the app runs.
   */
  const run = <T>(work: () => Promise<T>, onAnswer: (value: T) => void) =>
    new Promise<T>((resolve, reject) => {
      running += 1;
      work()
        .then((value) => {
          if (!closed) {
            onAnswer(value);
            wait.progressed();
          }
          resolve(value);
        })
        .catch((failure: unknown) => {
          if (failure instanceof ShownRefusal && !closed) reject(failure.error);
        })
        .finally(() => {
          running -= 1;
          settleLater();
        });
    });

  const engine = new DatasetEngine({
    view: view.uuid,
    datasets: view.metadata.datasets,
    vars,
    cached: (dataset) => cachedDatasetAnswer(client, dataset),
    load: (dataset: DatasetRequest) =>
      run(
        () => call(datasetQueryKey(dataset), datasetCallBody(dataset, datasetAnswerParams(dataset))),
        (data) => keeper.keep(datasetQueryKey(dataset), data),
      ),
    onListReady: (dataset) => {
      const key = listQueryKey(dataset);
      run(
        async () => readListPage(await call(key, datasetCallBody(dataset, listPageParams(dataset, 0)))),
        (page) => keeper.keep(key, { pages: [page], pageParams: [0] }),
      ).catch(() => {});
    },
  });
  engine.start();
  settleLater();
  const close = (result: boolean) => {
    closed = true;
    return result;
  };
  const all = finished.then(() => true);
  if (await Promise.race([all, wait.deadline.then(() => false)])) return settled(close(true));
  const rest = Promise.race([all, hold().then(() => false)]).then(close);
  return { whole: false, rest };
}
