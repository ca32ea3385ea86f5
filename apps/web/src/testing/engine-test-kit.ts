import type { DatasetDefinition } from '@portal/contracts';
import { DatasetEngine, type DatasetLoader } from '../features/detail-view/engine/dataset-engine';
import type { DatasetRequest, PageVars } from '../features/detail-view/engine/resolve-request';

type Call = {
  request: DatasetRequest;
  fresh: boolean;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
};

/** A loader whose answers the test gives, call by call, and that remembers every call. */
export function scriptedLoader() {
  const calls: Call[] = [];
  const load: DatasetLoader = (request, { fresh }) =>
    new Promise((resolve, reject) => calls.push({ request, fresh, resolve, reject }));
  const pending = () => calls.filter((call) => !(call as { done?: boolean }).done);
  /** Answers the oldest open call for this endpoint. */
  const answer = async (endpoint: string, data: unknown) => {
    const call = pending().find((one) => one.request.endpoint === endpoint);
    if (!call) throw new Error(`No open call for ${endpoint}`);
    (call as { done?: boolean }).done = true;
    call.resolve(data);
    await flush();
  };
  const fail = async (endpoint: string, error: unknown) => {
    const call = pending().find((one) => one.request.endpoint === endpoint);
    if (!call) throw new Error(`No open call for ${endpoint}`);
    (call as { done?: boolean }).done = true;
    call.reject(error);
    await flush();
  };
  const openEndpoints = () => pending().map((call) => call.request.endpoint);
  const endpointsCalled = () => calls.map((call) => call.request.endpoint);
  return { load, calls, answer, fail, openEndpoints, endpointsCalled };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A dataset definition with the defaults of the contract. */
export function dataset(
  name: string,
  datasetType: DatasetDefinition['datasetType'],
  extra: Partial<DatasetDefinition> = {},
): DatasetDefinition {
  return {
    name,
    datasetType,
    server: 's1',
    serverName: 'Server',
    endpoint: `${name}-endpoint`,
    variables: [],
    ...extra,
  };
}

export const page = (rows: object[], total = rows.length) => ({
  value: rows,
  offset: 0,
  limit: 2,
  totalResults: total,
  hasMore: total > rows.length,
});

export function startEngine(datasets: DatasetDefinition[], vars: PageVars) {
  const loader = scriptedLoader();
  const listsReady: DatasetRequest[] = [];
  const engine = new DatasetEngine({
    view: 'view-uuid',
    datasets,
    vars,
    load: loader.load,
    onListReady: (request) => listsReady.push(request),
  });
  engine.start();
  const state = (name: string) => engine.getSnapshot().datasets[name];
  return { engine, loader, state, listsReady };
}
